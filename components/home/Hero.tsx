// Home hero (spec §2 Home): wordmark with the voice-wave logo (waves on hover), 'your business,' + a word that
// changes in turn, and 'better' revealing reach, leads, sales, growth. Each behaviour is its own machine.
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { heroStacks } from '../../content/heroArt';
import { home } from '../../content/pages';
import { betterListMachine } from '../../machines/betterListMachine';
import { heroWordMachine } from '../../machines/heroWordMachine';
import { inspect } from '../../machines/inspect';
import { useGatedMachine } from '../hooks/useGatedMachine';
import { ArrowRight } from '../Icon';
import { VoiceWave } from '../layout/Logo';
import { useLogoWave } from '../layout/useLogoWave';
import { ButtonLink } from '../ui';
import { WorkStack } from '../ui/WorkStack';

const { hero } = home;

function HeroHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  const wave = useLogoWave(ref);
  return (
    <h1
      ref={ref}
      onPointerEnter={wave.start}
      className="mt-6 flex items-center gap-4 text-5xl font-extrabold tracking-tight text-ink sm:text-7xl"
    >
      <VoiceWave waving={wave.waving} className="h-14 sm:h-20" />
      {home.heading}
    </h1>
  );
}

function AnimatedWord() {
  const ref = useRef<HTMLSpanElement>(null);
  const [state] = useGatedMachine(heroWordMachine, ref, { count: hero.animatedWords.length });
  return (
    <>
      {/* Screen readers get every word once instead of a word that keeps changing. */}
      <span className="sr-only">{hero.animatedWords.join(', ')}</span>
      <span
        ref={ref}
        aria-hidden="true"
        // A line of its own: words of different widths (and the font swap) never re-wrap the hero.
        className="text-brand-gradient block w-fit"
        data-testid="hero-word"
      >
        {hero.animatedWords[state.context.index]}
      </span>
    </>
  );
}

function BetterList() {
  const [state, send] = useMachine(betterListMachine, { inspect });
  const open = state.matches('open');
  const onMouse = (type: 'better.open' | 'better.close') => (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') send({ type });
  };
  return (
    <span
      className="relative inline-block"
      onPointerEnter={onMouse('better.open')}
      onPointerLeave={onMouse('better.close')}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="hero-better-list"
        onClick={() => send({ type: 'better.toggle' })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') send({ type: 'better.close' });
        }}
        className="rounded-md underline decoration-brand-400 decoration-4 underline-offset-8"
      >
        {hero.betterWord}
      </button>
      <ul
        id="hero-better-list"
        hidden={!open}
        className="absolute top-full left-0 z-10 mt-3 flex gap-2 rounded-2xl bg-white p-2 text-lg shadow-lg ring-1 ring-slate-200"
      >
        {hero.betterWords.map((word) => (
          <li key={word} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
            {word}
          </li>
        ))}
      </ul>
    </span>
  );
}

export function Hero() {
  return (
    <section className="relative flex min-h-[700px] items-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-fuchsia-50">
      <div
        aria-hidden="true"
        className="bg-brand-gradient absolute -top-40 -right-40 h-[28rem] w-[28rem] rounded-full opacity-20 blur-3xl"
      />
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
          <HeroHeading />
          <p className="font-display mt-8 text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {hero.linePrefix} <AnimatedWord />
          </p>
          <div className="font-display mt-4 text-2xl font-semibold text-slate-700 sm:text-3xl">
            <BetterList />
          </div>
          <p className="mt-8 max-w-2xl text-lg leading-8 text-slate-600">{hero.subtitle}</p>
          <ButtonLink href={hero.cta.href} className="mt-10">
            {hero.cta.label}
            <ArrowRight />
          </ButtonLink>
        </div>
        <WorkStack stack={heroStacks.home} />
      </div>
    </section>
  );
}
