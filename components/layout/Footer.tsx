import { serviceNames } from '../../content/serviceNames';
import { footerCopy as copy, mainNav, privacyLink, site, termsLink } from '../../content/site';
import { Wordmark } from './Logo';

// Each link a target at least 24 px tall (WCAG 2.2, 2.5.8; the buyer's review, issue #32: 17 px on a phone), its
// list 4 px apart: the same 28 px pitch as the 20 px lines 8 px apart before.
const linkClassName = 'inline-flex min-h-6 items-center text-slate-600 hover:text-brand-700';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      {/* Two columns from the smallest phone up: the brand block across the top, then the link lists side by side. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8 lg:py-14">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <a href="/" className="inline-block rounded-md" aria-label={`${site.name} home`}>
            <Wordmark />
          </a>
          <p className="text-sm leading-6 text-slate-600">{site.tagline}</p>
          <a
            href={copy.cta.href}
            className="bg-brand-gradient inline-block rounded-full px-5 py-2 text-sm font-semibold text-white"
          >
            {copy.cta.label}
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-ink">{copy.servicesTitle}</h2>
          <ul className="mt-3.5 space-y-1 text-sm">
            {serviceNames.map((s) => (
              <li key={s.slug}>
                <a href={`/services/${s.slug}`} className={linkClassName}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-ink">{copy.companyTitle}</h2>
          <ul className="mt-3.5 space-y-1 text-sm">
            {mainNav.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={linkClassName}>
                  {l.label}
                </a>
              </li>
            ))}
            <li>
              <a href={copy.guarantee.href} className={linkClassName}>
                {copy.guarantee.label}
              </a>
            </li>
          </ul>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-ink">{copy.contactTitle}</h2>
          <ul className="mt-3.5 space-y-1 text-sm">
            <li>
              <a href={site.phone.href} className={`whitespace-nowrap ${linkClassName}`}>
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={linkClassName}>
                {site.email}
              </a>
            </li>
            <li className="text-slate-600">
              {site.address.locality}, {site.address.region}
            </li>
          </ul>
        </div>
      </div>
      {/* The company behind the name, and its two documents (the buyer's reviews r27, r27b: no legal name, no terms).
          One line on the page's lines from 640 px (r28b: centred, its first word at 421 px of 1440 where the footer's
          start at 112); on a phone the sign-off, then the name with the two links (two lines, not three). */}
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 px-4 py-4 text-xs leading-5 text-slate-600 sm:justify-between sm:px-6 sm:py-5 lg:px-8">
          <p>
            © {year} {site.legalName}.
          </p>
          <p className="order-first w-full text-center sm:order-none sm:w-auto">{copy.signOff}</p>
          <ul className="flex gap-x-6">
            {[privacyLink, termsLink].map((l) => (
              <li key={l.href}>
                <a href={l.href} className={linkClassName}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
