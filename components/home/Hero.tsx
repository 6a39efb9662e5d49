// Home hero (spec §2 Home): the wordmark with the voice-wave logo (waves on hover), then the page's one <h1>,
// 'your business,' + a word that changes in turn, and 'better' revealing reach, leads, sales, growth. Beside the words,
// a client site we designed, linking to its case study. Each behaviour is its own machine.
import { useRef } from 'react';
import { caseStudyCopy } from '../../content/caseStudyCopy';
import { home } from '../../content/pages/home';
import { shownProject } from '../../content/projectScreens';
import { site } from '../../content/site';
import { machineLoader, useLazyGatedMachine, useLazyMachine } from '../hooks/useLazyMachine';
import { ArrowRight } from '../Icon';
import { heroEnd } from '../layout/HeroEnd';
import { VoiceWave } from '../layout/Logo';
import { useLogoWave } from '../layout/useLogoWave';
import { ButtonLink } from '../ui';
import { FramedSite } from '../ui/FramedSite';

const { hero } = home;

// Both machines, and xstate, load after the page has hydrated: the word's once the hero is seen, the list's at the
// visitor's first hover, tap or key on 'better'. Until then the hero shows their first states, as prerendered.
const heroWord = machineLoader(() => import('../../machines/heroWordMachine').then((m) => m.heroWordMachine));
const betterList = machineLoader(() => import('../../machines/betterListMachine').then((m) => m.betterListMachine));

/** The spec's wordmark as the hero's eyebrow: the logo's wave and the name in the line that places the agency, in
 * that line's small type (not the header's lockup a second time). Hovering it plays the wave. */
function HeroWordmark() {
  const ref = useRef<HTMLParagraphElement>(null);
  const wave = useLogoWave(ref);
  return (
    <p
      ref={ref}
      onPointerEnter={wave.start}
      // A line of text (not a row of boxes), on one line on a 390 px phone: 13 px there, 14 from 640 px.
      className="w-fit text-[0.8125rem] leading-5 font-semibold text-brand-800 sm:text-sm"
    >
      <VoiceWave waving={wave.waving} className="mr-2 h-4 align-[-3px]" />
      <span>{site.name}</span>
      <span aria-hidden="true" className="mx-1.5 text-brand-300 sm:mx-2">
        ·
      </span>
      <span className="font-medium text-slate-600">{hero.eyebrow}</span>
    </p>
  );
}

function AnimatedWord() {
  const ref = useRef<HTMLSpanElement>(null);
  const { snapshot } = useLazyGatedMachine(heroWord, ref, {
    input: { count: hero.animatedWords.length },
    wake: true,
  });
  return (
    <>
      {/* Screen readers get every word once instead of a word that keeps changing. */}
      {/* Its trailing space keeps the page's text (what a search engine reads) from running the list into the shown
          word: "elevated amplified", not "elevatedamplified" (the buyer's review r27). */}
      <span className="sr-only">{`${hero.animatedWords.join(', ')} `}</span>
      <span
        ref={ref}
        aria-hidden="true"
        // A line of its own: words of different widths (and the font swap) never re-wrap the hero.
        className="text-brand-gradient block w-fit"
        data-testid="hero-word"
      >
        {hero.animatedWords[snapshot?.context.index ?? 0]}
      </span>
    </>
  );
}

/** The subline, ending on 'better': its list opens into the space kept free below the sentence, never over copy. */
function BetterList() {
  const { snapshot, send } = useLazyMachine(betterList);
  const open = snapshot?.matches('open') ?? false;
  const onMouse = (type: 'better.open' | 'better.close') => (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') send({ type });
  };
  return (
    <div className="relative mt-6 max-w-xl pb-14 sm:pb-16">
      {/* A <div>, not a <p>, and the word's wrapper a <div>, not a <span>: the list is a block neither may hold. */}
      {/* Leading about 1.5 (28 px on 18, 32 on 20), and `pretty` wrapping: at 390 px the sentence ended on 'better'
          alone on a fourth line, 32 px below the rest. */}
      <div className="text-lg leading-7 text-pretty text-slate-600 sm:text-xl sm:leading-8">
        {hero.subtitle}{' '}
        <div className="inline-block" onPointerEnter={onMouse('better.open')} onPointerLeave={onMouse('better.close')}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="hero-better-list"
            onClick={() => send({ type: 'better.toggle' })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') send({ type: 'better.close' });
            }}
            className="font-display rounded-md font-bold text-ink underline decoration-brand-400 decoration-4 underline-offset-[6px]"
          >
            {hero.betterWord}
          </button>
          .
          {/* Above the buttons by 6–8 px, inside the room the block keeps for it (pb-14/16): the buyer's review r26b
              found it flush on the main button, 0 px between them. */}
          <ul
            id="hero-better-list"
            hidden={!open}
            className="absolute bottom-1.5 left-0 z-10 sm:bottom-2 flex gap-2 rounded-2xl bg-white p-2 text-base shadow-lg ring-1 ring-slate-200"
          >
            {hero.betterWords.map((word) => (
              <li key={word} className="font-display rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
                {word}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

const work = shownProject(hero.work.project);

export function Hero() {
  return (
    <section className="relative flex min-h-[700px] items-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-fuchsia-50">
      <div
        aria-hidden="true"
        className="bg-brand-gradient absolute -top-40 -right-40 h-[28rem] w-[28rem] rounded-full opacity-20 blur-3xl"
      />
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-x-12 gap-y-8 px-4 pt-8 pb-14 sm:gap-y-12 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.08fr)] lg:px-8 xl:grid-cols-[minmax(0,0.95fr)_minmax(0,1.15fr)]">
        <div>
          <HeroWordmark />
          {/* The headline a visitor reads first: "your business," and the word that changes, on two lines. */}
          <h1 className="heading-page mt-5 text-ink sm:mt-7">
            {hero.linePrefix} <AnimatedWord />
          </h1>
          <BetterList />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ButtonLink href={hero.cta.href}>
              {hero.cta.label}
              <ArrowRight />
            </ButtonLink>
            <a
              href={hero.workLink.href}
              className="inline-flex items-center gap-2 rounded-md py-3 font-semibold text-ink underline-offset-4 hover:underline"
            >
              {hero.workLink.label}
              <ArrowRight />
            </a>
          </div>
        </div>
        <FramedSite
          project={work}
          label={hero.work.label}
          linkLabel={caseStudyCopy.linkLabel}
          eager
          laptopSizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, (min-width: 640px) 86vw, 92vw"
          phoneSizes="(min-width: 1280px) 140px, (min-width: 1024px) 11vw, (min-width: 640px) 22vw, 26vw"
          testId="hero-work"
        />
      </div>
      {heroEnd}
    </section>
  );
}
