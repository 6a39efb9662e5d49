import { LazyChat } from '../../components/chat/LazyChat';
import { ContactForm } from '../../components/forms/ContactForm';
import { Icon } from '../../components/Icon';
import { PageHeader, Section } from '../../components/ui';
import { contact } from '../../content/pages/contact';
import { site } from '../../content/site';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  return (
    <>
      <PageHeader title={contact.headline} intro={contact.intro}>
        <span id="top" />
      </PageHeader>
      <AfterHero>
        <Section className="!pt-0">
          {/* Two channels side by side (one column on a phone); from lg on, each above a column of the form and chat row
            below (the same columns and gap), so the row ends where that row ends. */}
          <div className="grid gap-4 sm:grid-cols-2 lg:gap-10">
            <a
              href={`mailto:${site.email}`}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm hover:border-brand-300"
            >
              <Icon name="mail" className="h-5 w-5 text-brand-600" />
              <span>
                <span className="block text-xs text-slate-600">{contact.mailLabel}</span>
                <span className="font-semibold text-ink">{site.email}</span>
              </span>
            </a>
            <a
              href={site.phone.href}
              className="flex items-center gap-3 whitespace-nowrap rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm hover:border-brand-300"
            >
              <Icon name="phone" className="h-5 w-5 text-brand-600" />
              <span>
                <span className="block text-xs text-slate-600">{contact.callLabel}</span>
                <span className="font-semibold text-ink">{site.phone.display}</span>
              </span>
            </a>
          </div>
          <div className="mt-10 grid gap-10 lg:grid-cols-2">
            {/* The form first: on a phone it comes right after the two channels, not below a 500 px chat. */}
            <ContactForm />
            <LazyChat />
          </div>
        </Section>
      </AfterHero>
    </>
  );
}
