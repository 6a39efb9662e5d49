// Device frames drawn in CSS around a screenshot: a laptop with a browser window, and a phone. Decorative; the
// screenshot inside carries the alt text.
import type { ReactNode } from 'react';

const dots = (
  <span aria-hidden="true" className="flex flex-none gap-1.5">
    <span className="h-2.5 w-2.5 rounded-full bg-rose-300" />
    <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />
    <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
  </span>
);

/** One window for every client's homepage first screen, 1440 × 880 (18:11): each (882–900 px tall) fills it, cropped
 * at the bottom by a few pixels, so a row of them is one height and the text under them starts on one line. */
export const homepageWindowClassName = 'aspect-[18/11] overflow-hidden';

/** Below 640 px the same place shows the homepage as a phone draws it (the `phoneHome` shot, 390 × 488: its words at
 * three quarters of their size, where the desktop screen's are at a fifth), its cut edge faded into the card. */
export const phoneHomeWindowClassName =
  'aspect-[390/488] overflow-hidden [mask-image:linear-gradient(to_bottom,#000_80%,transparent)]';

/** A browser window's top bar; with a domain, its address field. As tall with the field as the field makes it (36
 * px) before the field is there: a page arriving in pieces drew the dots 5 px higher until the domain arrived. */
export function BrowserBar({ domain }: { domain?: string }) {
  return (
    <div
      className={`flex items-center gap-3 border-b border-slate-200 bg-slate-100 px-3 py-2${domain ? ' min-h-9' : ''}`}
    >
      {dots}
      {domain && (
        <span className="mx-auto w-full max-w-xs truncate rounded-md bg-white px-3 py-0.5 text-center text-xs text-slate-600">
          {domain}
        </span>
      )}
    </div>
  );
}

export function LaptopFrame({
  domain,
  children,
  className = '',
}: {
  domain: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="rounded-t-[1.4rem] bg-slate-900 p-[1.6%] pb-[2.2%] shadow-2xl shadow-slate-900/25">
        <div className="overflow-hidden rounded-md bg-white">
          <BrowserBar domain={domain} />
          {children}
        </div>
      </div>
      {/* The base: a little wider than the lid, with the thumb notch in the middle. */}
      <div
        aria-hidden="true"
        className="relative -mx-[4%] h-3 rounded-b-2xl bg-gradient-to-b from-slate-300 to-slate-400 sm:h-4"
      >
        <span className="absolute top-0 left-1/2 h-1.5 w-[14%] -translate-x-1/2 rounded-b-md bg-slate-400/80" />
      </div>
    </div>
  );
}

export function PhoneFrame({ children, className = '' }: { children: ReactNode; className?: string }) {
  // The caller places the phone (className); the frame inside is the notch's positioned parent.
  return (
    <div className={className}>
      <div className="relative rounded-[14%/6.5%] bg-slate-900 p-[4%] shadow-2xl shadow-slate-900/30">
        <span
          aria-hidden="true"
          className="absolute top-[0.7%] left-1/2 h-[1.1%] w-[24%] -translate-x-1/2 rounded-full bg-slate-700"
        />
        <div className="overflow-hidden rounded-[11%/5%] bg-white">{children}</div>
      </div>
    </div>
  );
}
