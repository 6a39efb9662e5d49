// Home hero (spec §2 Home): wordmark with the voice-wave logo, 'your business,' + animated word, the 'better' list.
import { home } from '../../content/pages';
import { ArrowRight } from '../Icon';
import { VoiceWave } from '../layout/Logo';
import { ButtonLink } from '../ui';

export function Hero() {
  const { hero } = home;
  return (
    <section className="relative flex min-h-[700px] items-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-fuchsia-50">
      <div
        aria-hidden="true"
        className="bg-brand-gradient absolute -top-40 -right-40 h-[28rem] w-[28rem] rounded-full opacity-20 blur-3xl"
      />
      <div className="relative mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-6 flex items-center gap-4 text-5xl font-extrabold tracking-tight text-ink sm:text-7xl">
          <VoiceWave className="h-14 sm:h-20" />
          {home.heading}
        </h1>
        <p className="mt-8 text-3xl font-bold text-ink sm:text-5xl">
          {hero.linePrefix}{' '}
          <span className="text-brand-gradient inline-block min-w-[8ch]" data-testid="hero-word">
            {hero.animatedWords[0]}
          </span>
        </p>
        <p className="mt-4 text-2xl font-semibold text-slate-700 sm:text-3xl">
          <span className="relative inline-block">
            <span className="underline decoration-brand-400 decoration-4 underline-offset-8">{hero.betterWord}</span>
          </span>{' '}
          <span className="text-slate-600">{hero.betterWords.join(' · ')}</span>
        </p>
        <p className="mt-8 max-w-2xl text-lg leading-8 text-slate-600">{hero.subtitle}</p>
        <ButtonLink href={hero.cta.href} className="mt-10">
          {hero.cta.label}
          <ArrowRight />
        </ButtonLink>
      </div>
    </section>
  );
}
