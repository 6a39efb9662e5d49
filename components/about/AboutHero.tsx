// About's first screen: the message, the studio's facts and the people who do the work (content/pages/about.ts,
// content/team.ts, through the page's +data). The team grid ends with a tile that says how to reach them.
import type { AboutCopy } from '../../content/pages/about';
import type { TeamMember } from '../../content/types';
import { ArrowRight } from '../Icon';
import { AfterHero, heroEnd } from '../layout/HeroEnd';
import { Container, SectionHeading } from '../ui';
import { FigureList } from '../ui/FigureList';
import { swipeItemClassName, swipeRowClassName } from '../ui/swipeRow';
import { Portrait } from './Portrait';

type Fact = { term: string; value: string };

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <FigureList
      figures={facts}
      classNames={{
        list: 'mt-12 grid grid-cols-2 gap-x-6 gap-y-6 border-t border-brand-100 pt-6 lg:grid-cols-4',
        term: 'mt-1 text-sm font-semibold tracking-wide text-slate-600 uppercase',
        value: 'text-xl leading-8 font-bold text-ink sm:text-3xl sm:leading-10',
      }}
    />
  );
}

/** Below the large screen's first fold the grid is out of sight: the faces, small, lead to it. */
function MeetTheTeam({ label, team }: { label: string; team: readonly TeamMember[] }) {
  return (
    // 44 px tall for a thumb (the buyer's review r27: 36), its extra height taken from the margins: nothing moves.
    <a href="#team" className="-mb-1 mt-5 flex w-fit items-center gap-3 py-1 font-semibold text-brand-700 lg:hidden">
      {/* Every face from one file (content/team.ts' teamSheet), as the grid's portraits: seven portraits fetched for a
          row of 36 px faces were seven requests beside the first paint's fonts on a phone (docs/performance.md,
          "Session 30"). Lazy: hidden from 1024 px, where the grid shows the team, a lazy image is never fetched. */}
      <span className="flex flex-none">
        {team.map((m) => (
          <img
            key={m.id}
            src={m.inSheet.face}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            className="-ml-3 h-9 w-9 rounded-full ring-2 ring-white first:ml-0"
          />
        ))}
      </span>
      {label}
      <ArrowRight className="h-4 w-4 rotate-90" />
    </a>
  );
}

/** How to reach the team: the grid's last tile from 640 px, a band under the row on a phone (as `div`). */
function ContactTile({ contact, as: Tag = 'li' }: { contact: AboutCopy['contact']; as?: 'li' | 'div' }) {
  const where = Tag === 'li' ? `${swipeItemClassName} max-sm:hidden` : 'mt-4 sm:hidden';
  return (
    // As tall as its words, top-aligned with the portraits: a tile stretched to a portrait's height held 262 px of
    // empty colour above its words at 1440 (the buyer's review r27b), then 186 px between the hours put at its top
    // and its words (r28). The office hours close it.
    <Tag className={`${where} flex flex-col gap-5 self-start rounded-3xl bg-ink p-6 text-white sm:p-7`}>
      <div>
        <h3 className="font-display text-2xl font-bold">{contact.title}</h3>
        <p className="mt-2 text-sm leading-6 text-brand-100">{contact.text}</p>
        <p className="mt-5 flex flex-col gap-2 font-semibold">
          {[contact.phone, contact.email].map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="w-fit whitespace-nowrap underline decoration-brand-400 underline-offset-4 hover:decoration-white"
            >
              {link.label}
            </a>
          ))}
        </p>
      </div>
      <p className="text-sm leading-6 text-brand-100">{contact.hours}</p>
    </Tag>
  );
}

function Team({
  copy,
  contact,
  team,
}: {
  copy: AboutCopy['team'];
  contact: AboutCopy['contact'];
  team: readonly TeamMember[];
}) {
  return (
    <section id="team" aria-labelledby="team-title" className="mt-14 scroll-mt-24">
      <SectionHeading id="team-title" title={copy.title} intro={copy.intro} />
      {/* On a phone a row to swipe through, a face and a name in each (the buyer's review r22: the seven people stacked
          made /about 6,370 px at 390); from 640 px a grid with the reply tile last. */}
      <ul
        aria-labelledby="team-title"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone (WCAG 2.1.1)
        tabIndex={0}
        className={`mt-10 ${swipeRowClassName} sm:grid-cols-2 sm:gap-x-6 sm:gap-y-8 lg:grid-cols-4`}
      >
        {team.map((m) => (
          <li key={m.id} className={`${swipeItemClassName} grid grid-cols-[6rem_1fr] items-start gap-x-4 sm:block`}>
            <Portrait
              member={m}
              alt={`${copy.portraitAlt} ${m.name}`}
              sheet
              className="w-24 rounded-2xl sm:w-full sm:rounded-3xl"
            />
            <div className="sm:mt-4">
              <h3 className="font-display text-lg leading-7 font-bold text-ink">{m.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{m.role}</p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{m.line}</p>
            </div>
          </li>
        ))}
        <ContactTile contact={contact} />
      </ul>
      {/* On a phone the row holds the people only (the reply tile, 8th, set its height: ~200 px empty under each face,
          the buyer's review r26b), and how to reach them follows it, in reach without a swipe. */}
      <ContactTile contact={contact} as="div" />
    </section>
  );
}

/** `team` and `facts`: content/team.ts, through the page's +data. */
export function AboutHero({
  copy,
  team,
  facts,
}: {
  copy: AboutCopy;
  team: readonly TeamMember[];
  facts: readonly Fact[];
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className="pt-12 pb-10 sm:pt-16 sm:pb-20">
        <div className="grid gap-6 lg:grid-cols-[1.45fr_1fr] lg:items-end lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
            <h1 className="heading-page mt-3 text-ink">{copy.headline}</h1>
          </div>
          <div>
            <p className="leading-7 text-slate-600 sm:text-lg sm:leading-8">{copy.intro}</p>
            <MeetTheTeam label={copy.meetLabel} team={team} />
          </div>
        </div>
        {/* The headline sits at the foot of its row: it moves if the row grows; and each fact's value, after its term,
            is drawn above it. The team below moves nothing. */}
        <AfterHero>
          <Facts facts={facts} />
          {heroEnd}
          <Team copy={copy.team} contact={copy.contact} team={team} />
        </AfterHero>
      </Container>
    </div>
  );
}
