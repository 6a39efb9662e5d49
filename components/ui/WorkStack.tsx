// A service page's hero illustration: three of our own demos drawn small as a fanned stack of cards (content/heroArt.ts).
// Built from boxes and text, no images but a client's logo file (a few hundred bytes): little to download, and far
// smaller text than the hero headline, so the headline stays the largest paint. The whole stack from the large
// breakpoint (the hero's right half), the front card alone under the hero's button below it.
import { analyticsChart, calendarDemo, crmFlow, seoDemo } from '../../content/demos';
import { type ArtCard, heroArtCopy as copy } from '../../content/heroArt';

const cardClassName = 'rounded-2xl bg-white p-4 shadow-xl ring-1 shadow-brand-900/10 ring-slate-200/80';
const titleClassName = 'mb-3 flex items-center gap-2 text-[11px] font-semibold tracking-wide text-slate-600 uppercase';
const dot = <span className="h-1.5 w-1.5 rounded-full bg-emerald-400" />;

function Chat() {
  return (
    <div className={cardClassName}>
      <p className={titleClassName}>
        {dot}
        {copy.chat.title}
      </p>
      <ul className="space-y-2 text-[13px] leading-5">
        {copy.chat.lines.map((l) => (
          <li
            key={l.text}
            className={`w-fit max-w-[85%] rounded-2xl px-3 py-1.5 ${
              l.from === 'ai' ? 'bg-slate-100 text-slate-700' : 'bg-brand-gradient ml-auto text-white'
            }`}
          >
            {l.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Ranking() {
  const ranked = [...seoDemo.results].sort((a, b) => Number(b.featured) - Number(a.featured));
  return (
    <div className={cardClassName}>
      <p className={titleClassName}>{copy.ranking.title}</p>
      <p className="mb-3 rounded-full bg-slate-100 px-3 py-1.5 text-[13px] text-slate-600">{seoDemo.query}</p>
      <ol className="space-y-1.5 text-[12px]">
        {ranked.map((r, i) => (
          <li
            key={r.name}
            className={`flex items-center gap-2 rounded-lg px-2 py-1 ${r.featured ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-600'}`}
          >
            <span className="w-4 text-right tabular-nums">{i + 1}</span>
            <span className="flex-1">{r.name}</span>
            <span className="text-amber-700">★ {r.rating}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The sessions chart, readable as a chart: a scale in sessions a day (0, half, top) and each day named under its bar.
 * The hero picture on the SEO page had bars and initials only, nothing to read them against (buyer's review r22). */
function Chart() {
  const max = Math.max(...analyticsChart.map((p) => p.value));
  const total = analyticsChart.reduce((sum, p) => sum + p.value, 0);
  // The scale's top: the next round step above the busiest day (1,130 → 1,200), its half a gridline.
  const step = 200;
  const top = Math.ceil(max / step) * step;
  const ticks = [top, top / 2, 0];
  return (
    <div className={cardClassName}>
      <p className={`${titleClassName} justify-between`}>
        {copy.chart.title}
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800 normal-case">
          {`${total.toLocaleString('en-US')} ${copy.chart.totalSuffix}`}
        </span>
      </p>
      <div className="flex gap-1.5">
        <div className="-my-1.5 flex h-27 w-8 flex-col justify-between text-right text-[10px] leading-3 text-slate-600 tabular-nums">
          {ticks.map((t) => (
            <span key={t}>{t.toLocaleString('en-US')}</span>
          ))}
        </div>
        <div className="relative flex h-24 flex-1 items-end gap-1.5 border-b border-l border-slate-300">
          <span aria-hidden="true" className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
          <span aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
          {analyticsChart.map((p) => (
            <span
              key={p.label}
              className="bg-brand-gradient relative flex-1 rounded-t-sm"
              style={{ height: `${(p.value / top) * 100}%` }}
            />
          ))}
        </div>
      </div>
      <div className="mt-1 ml-9.5 flex gap-1.5 text-center text-[10px] text-slate-600">
        {analyticsChart.map((p) => (
          <span key={p.label} className="flex-1">
            {p.label}
          </span>
        ))}
      </div>
      <p className="mt-1.5 text-[10px] text-slate-600">{copy.chart.unit}</p>
    </div>
  );
}

function Calendar() {
  const booked = new Set(calendarDemo.appointments.map((a) => `${a.day}-${a.slot}`));
  return (
    <div className={cardClassName}>
      <p className={titleClassName}>{copy.calendar.title}</p>
      <div className="grid grid-cols-5 gap-1">
        {calendarDemo.slots
          .slice(0, 5)
          .flatMap((_, s) =>
            calendarDemo.days.map((d, day) => (
              <span
                key={`${d}-${s}`}
                className={`h-4 rounded ${booked.has(`${day}-${s}`) ? 'bg-brand-gradient' : 'bg-slate-100'}`}
              />
            )),
          )}
      </div>
    </div>
  );
}

function Pipeline() {
  const max = crmFlow[0].count;
  return (
    <div className={cardClassName}>
      <p className={titleClassName}>{copy.pipeline.title}</p>
      <ul className="space-y-1.5 text-[11px] text-slate-600">
        {crmFlow.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <span className="w-24 flex-none">{s.label}</span>
            <span className="bg-brand-gradient h-2.5 rounded-full" style={{ width: `${(s.count / max) * 60}%` }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A client's brand kit as we delivered it: its logo, a sample of its type in its ink, and its colours. */
function Kit({ kit }: { kit: (typeof copy)['palette' | 'refresh'] }) {
  const { logo, swatches } = kit;
  return (
    <div className={cardClassName}>
      <p className={titleClassName}>
        {kit.title} · {kit.name}
      </p>
      <div className="flex items-center gap-4">
        <span className={`text-5xl ${kit.sampleClassName}`} style={{ color: kit.ink }}>
          {kit.sample}
        </span>
        <img src={logo.src} width={logo.width} height={logo.height} alt="" className="h-10 w-auto" />
      </div>
      <div className="mt-3 flex gap-1.5">
        {swatches.map((c) => (
          <span key={c} className="h-6 flex-1 rounded-md ring-1 ring-slate-200" style={{ backgroundColor: c }} />
        ))}
      </div>
    </div>
  );
}

/** The brand kit's client's logo, in colour on its cream and in one ink reversed out of its espresso. */
function Logos() {
  const { logo, swatches, name } = copy.palette;
  const { mark } = copy.logos;
  return (
    <div className={cardClassName}>
      <p className={titleClassName}>
        {copy.logos.title} · {name}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <span
          className="flex h-16 items-center justify-center rounded-lg px-2"
          style={{ backgroundColor: swatches[0] }}
        >
          <img src={logo.src} width={logo.width} height={logo.height} alt="" className="h-8 w-auto" />
        </span>
        <span
          className="flex h-16 items-center justify-center rounded-lg px-2"
          style={{ backgroundColor: swatches[1] }}
        >
          <img
            src={mark.src}
            width={mark.width}
            height={mark.height}
            alt=""
            className="h-5 w-auto brightness-0 invert"
          />
        </span>
      </div>
    </div>
  );
}

/** The featured client's listing (content/demos.ts), as the search engine shows its site. */
function Snippet() {
  const client = seoDemo.results.find((r) => r.featured) ?? seoDemo.results[0];
  return (
    <div className={cardClassName}>
      <p className={titleClassName}>{copy.snippet.title}</p>
      <p className="flex items-center gap-2 text-[11px] text-slate-600">
        <span className="rounded-full bg-slate-900 px-1.5 py-0.5 text-[9px] font-bold text-orange-400">
          {client.name[0]}
        </span>
        {copy.snippet.domain}
      </p>
      <p className="mt-1.5 text-[13px] leading-5 font-semibold text-brand-700">{copy.snippet.page}</p>
      <p className="mt-1 text-[12px] leading-5 text-slate-600">{copy.snippet.text}</p>
      <p className="mt-1.5 text-[11px] text-slate-600">
        <span className="text-amber-700">★ {client.rating}</span> ({client.reviews})
      </p>
    </div>
  );
}

const cards: Record<ArtCard, () => React.JSX.Element> = {
  chat: Chat,
  ranking: Ranking,
  chart: Chart,
  calendar: Calendar,
  pipeline: Pipeline,
  palette: () => <Kit kit={copy.palette} />,
  logos: Logos,
  refresh: () => <Kit kit={copy.refresh} />,
  snippet: Snippet,
};

// First, second, third: a cascade from right to left and back, slightly turned. The cards follow each other in the
// flow instead of overlapping, so no card ever hides another's words.
// Below lg only the front card shows, flat and at the column's width: the hero has no empty right half there, and a
// picture of the service under its button beats the 128 px gap the buyer's review r21b found.
const places = [
  'hidden w-64 self-end rotate-[2deg] lg:block',
  'hidden w-64 self-start -rotate-[1.5deg] lg:block',
  'w-full max-w-sm lg:mr-6 lg:w-72 lg:max-w-none lg:self-end lg:rotate-[1deg]',
] as const;

export function WorkStack({ stack }: { stack: readonly [ArtCard, ArtCard, ArtCard] }) {
  const [front, middle, back] = stack;
  const label = `${copy.labelPrefix}: ${stack.map((k) => copy.names[k]).join(', ')}.`;
  return (
    <div
      role="img"
      aria-label={label}
      className="relative flex w-full max-w-md flex-col gap-1"
      data-testid="work-stack"
    >
      <div aria-hidden="true" className="bg-brand-gradient absolute inset-10 rounded-full opacity-25 blur-3xl" />
      {[back, middle, front].map((kind, i) => {
        const Card = cards[kind];
        return (
          // The label above says what the cards show; their parts are not read one by one.
          <div key={kind} aria-hidden="true" className={`relative ${places[i]}`}>
            <Card />
          </div>
        );
      })}
    </div>
  );
}
