import { LazyChat } from '../../components/chat/LazyChat';
import { ContactForm } from '../../components/forms/ContactForm';
import { Icon } from '../../components/Icon';
import { PageHeader, Section } from '../../components/ui';
import { contact } from '../../content/pages/contact';
import { site } from '../../content/site';
import { AfterHero, heroEnd } from '../../components/layout/HeroEnd';

export default function Page() {
  return (
    <>
      <PageHeader title={contact.headline} intro={contact.intro} endsFirstFrame={false}>
        <span id="top" />
      </PageHeader>
      <AfterHero>
        <Section className="!pt-0">
          {/* One row from lg on: the form beside the chat (spec: 500 px high) with the two channels under it, the
              channels stretched so the right column ends where the form does (the buyer's review r23: a 596 px form
              beside the 500 px chat, 95 px apart at the bottom). On a phone the channels, then the form, then the
              chat, so the form comes right after the channels, not below a 500 px chat. */}
          <div className="grid gap-10 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-4">
            <div className="grid gap-4 sm:grid-cols-2 lg:col-start-2 lg:row-start-2">
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
              {/* Where the chat is below the form (under 1024 px): a third tile leads down to it. */}
              <a
                href="#chat"
                className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm hover:border-brand-300 sm:col-span-2 lg:hidden"
              >
                <Icon name="sparkles" className="h-5 w-5 text-brand-600" />
                <span>
                  <span className="block text-xs text-slate-600">{contact.chatJump.label}</span>
                  <span className="font-semibold text-ink">{contact.chatJump.text}</span>
                </span>
              </a>
            </div>
            <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <ContactForm />
            </div>
            <div id="chat" className="scroll-mt-24 lg:col-start-2 lg:row-start-1">
              <LazyChat />
            </div>
          </div>
          {/* The first frame waits for the whole row: the chat, after the channels, takes the row above them, and the
              channels stretch as the form arrives (a document arriving in pieces moved them 500 px). */}
          {heroEnd}
        </Section>
      </AfterHero>
    </>
  );
}
