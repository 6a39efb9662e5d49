// Beside the questions (from xl up, sticky while an answer is read; under them on a phone): the way to ask one that
// is not there, with the studio's phone and e-mail (content/site.ts), instead of a closing banner under the page.
import { site } from '../../content/site';
import { ArrowRight, Icon } from '../Icon';
import { ButtonLink } from '../ui';

export function FaqHelp({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button: { label: string; href: string };
}) {
  const line = 'flex items-center gap-3 rounded-md font-semibold text-ink hover:text-brand-700';
  return (
    <aside
      aria-labelledby="faq-help-title"
      className="rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8 xl:sticky xl:top-24"
      data-testid="faq-help"
    >
      <h2 id="faq-help-title" className="heading-block text-ink">
        {title}
      </h2>
      <p className="mt-3 leading-7 text-slate-700">{text}</p>
      <ButtonLink href={button.href} className="mt-6 w-fit">
        {button.label}
        <ArrowRight />
      </ButtonLink>
      <ul className="mt-6 space-y-3 border-t border-brand-100 pt-6">
        <li>
          {/* whitespace-nowrap on the link: the number never breaks (and html-validate's tel-non-breaking knows it). */}
          <a href={site.phone.href} className={`whitespace-nowrap ${line}`}>
            <Icon name="phone" className="h-5 w-5 flex-none text-brand-600" />
            {site.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={line}>
            <Icon name="mail" className="h-5 w-5 flex-none text-brand-600" />
            {site.email}
          </a>
        </li>
      </ul>
    </aside>
  );
}
