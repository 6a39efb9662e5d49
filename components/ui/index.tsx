// Small layout primitives shared by every page section.
import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from '../Icon';
import { heroEnd } from '../layout/HeroEnd';

/** The gap between the columns of a row of three at 1280 px and over, where the content is 1216 px wide: the Featured
 * Work carousel's spec cards (360 px) fill it with gaps of 68 (components/home/carouselFit.ts), and every other row of
 * three on the site takes the same columns (the buyer's reviews r28b and r29b: 360, 379, 384 and 389 px wide rows of
 * three, 68, 40, 32 and 24 px apart, from page to page). */
export const threeUpGapClassName = 'xl:gap-x-[68px]';

export function Container({
  children,
  className = '',
  narrow = false,
}: {
  children: ReactNode;
  className?: string;
  /** The reading column (long text: articles): 48rem of content centred in the page's width, the grid's second line
   * (docs/design.md, "The grid"). */
  narrow?: boolean;
}) {
  return (
    <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>
      {narrow ? <div className="mx-auto max-w-3xl">{children}</div> : children}
    </div>
  );
}

export function Section({
  id,
  children,
  className = '',
  labelledBy,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-20 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}

/** A section's title (and its intro), on the page line like every other section's (docs/design.md, "Type"). */
export function SectionHeading({ id, title, intro }: { id?: string; title: string; intro?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="heading-section text-ink">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>}
    </div>
  );
}

export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  aside,
  actions,
  endsFirstFrame = true,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** An illustration for the right half on large screens. */
  aside?: ReactNode;
  /** The header's call to action, 32 px under the intro. */
  actions?: ReactNode;
  /** `false` where the first screen's layout depends on more than the header (a card whose picture is centred against
   * the words after it, a column placed above what comes before it): the page puts `heroEnd` after that itself. */
  endsFirstFrame?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      {/* On a phone the heading starts 40 px under the menu bar, and a picture 32 px under the button: the first screen
          shows the work, not padding (the buyer's review r21b). */}
      <Container
        className={`pt-10 pb-16 sm:py-20 ${aside ? 'grid items-center gap-8 lg:grid-cols-[1.2fr_0.8fr] lg:gap-12' : ''}`}
      >
        <div>
          {children}
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
          <h1 className="heading-page mt-2 max-w-4xl text-ink">{title}</h1>
          {intro && <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-600">{intro}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-4">{actions}</div>}
        </div>
        {aside}
      </Container>
      {endsFirstFrame && heroEnd}
    </div>
  );
}

type Tone = 'primary' | 'secondary' | 'light';

const toneClassName: Record<Tone, string> = {
  primary: 'bg-brand-gradient text-white shadow-md shadow-brand-600/20 hover:opacity-95',
  secondary: 'border border-brand-200 bg-white text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-700 hover:bg-brand-50',
};

export function ButtonLink({
  href,
  children,
  tone = 'primary',
  className = '',
}: {
  href: string;
  children: ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition ${toneClassName[tone]} ${className}`}
    >
      {children}
    </a>
  );
}

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    // 44 px tall for a thumb (the buyer's review r26b: 20 px), its padding's margins taken back: nothing moves.
    <a
      href={href}
      className="-mt-3 mb-3 flex w-fit items-center gap-2 rounded-md py-3 text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft />
      {children}
    </a>
  );
}

/** A page's closing call to action, in one of three tones so that not every page ends on the same banner: the
 * gradient (the one loud accent), a full-bleed dark band (long pages get their one dark section here), or a quiet
 * card beside the reading (articles, answers). */
export function CtaBanner({
  title,
  text,
  href,
  label,
  tone = 'gradient',
}: {
  title: string;
  text?: string;
  href: string;
  label: string;
  tone?: 'gradient' | 'dark' | 'quiet';
}) {
  const button = (light: boolean, className: string) => (
    <ButtonLink href={href} tone={light ? 'light' : 'primary'} className={className}>
      {label}
      <ArrowRight />
    </ButtonLink>
  );
  if (tone === 'dark')
    return (
      <Section className="bg-ink text-white">
        <div className="grid items-end gap-8 lg:grid-cols-[1fr_auto]">
          <div>
            {/* On a phone the title keeps the gradient banner's measure (310 px), where both faces break it alike. */}
            <h2 className="heading-section max-w-[19.375rem] sm:max-w-3xl">{title}</h2>
            {text && <p className="mt-4 max-w-2xl text-lg text-brand-100">{text}</p>}
          </div>
          {button(false, 'w-fit')}
        </div>
      </Section>
    );
  if (tone === 'quiet')
    return (
      <Section>
        <div className="flex flex-col gap-6 rounded-3xl border border-brand-100 bg-brand-50 px-6 py-10 sm:px-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="heading-block text-ink">{title}</h2>
            {text && <p className="mt-3 max-w-2xl text-slate-700">{text}</p>}
          </div>
          {button(false, 'w-fit shrink-0')}
        </div>
      </Section>
    );
  return (
    <Section>
      <div className="bg-brand-gradient rounded-3xl px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 className="heading-section">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p>}
        {button(true, 'mt-8')}
      </div>
    </Section>
  );
}

/** A checklist's tick, in the brand colour. */
export function CheckMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`mt-0.5 h-5 w-5 flex-none text-brand-600 ${className}`} aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
      />
    </svg>
  );
}

export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckMark />
          <span className="text-slate-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}
