// What `npm run render:work` learns about each client's screens, written as two modules so a page's JavaScript
// carries only what it uses: content/workScreens.ts (each screen's label, each piece's height and alt text; the
// pictures import only the heights, the case study takes its words through its page's data) and
// content/bestScreenAlt.ts (the alt text of the best screens, for the carousel and the project tiles).
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

const header = `// Written by \`npm run render:work\` (scripts/render-work.mjs) from the pages in content/client-sites/: do not edit.`;

async function write(target, text) {
  writeFileSync(target, await prettier.format(text, { ...(await prettier.resolveConfig(target)), filepath: target }));
}

/** screens: { [slug]: { [shot]: { label, pieces: [{ height, alt }] } } }, in the slugs' order; shots: the shot names. */
export async function writeWorkScreens(screens, shots) {
  const map = (f) => Object.fromEntries(Object.entries(screens).map(([slug, s]) => [slug, f(s)]));
  const heights = map((s) =>
    Object.fromEntries(Object.entries(s).map(([shot, v]) => [shot, v.pieces.map((p) => p.height)])),
  );
  const best = map((s) => ({
    desktop: s.desktop.pieces[0].alt,
    phone: s.phone.pieces[0].alt,
    phoneHome: s.phoneHome.pieces[0].alt,
  }));
  await write(
    'content/workScreens.ts',
    `${header}
// Each screen's label and each piece's alt text come from the page (<meta name="lumivox:label">, <meta
// name="lumivox:alt">, a section's data-alt, or its headings); heights are CSS px of the render, at the shot's width.
import type { ProjectSlug } from './slugs.ts';

type Shot = ${shots.map((s) => `'${s}'`).join(' | ')};

export interface WorkScreen {
  label: string;
  pieces: readonly { height: number; alt: string }[];
}

/** Each screen's label and each piece's height and alt text. */
export const workScreens: Record<ProjectSlug, Record<Shot, WorkScreen>> = ${JSON.stringify(screens)};

/** Each piece's height: what a picture needs to reserve its box. */
export const workPieceHeights: Record<ProjectSlug, Record<Shot, readonly number[]>> = ${JSON.stringify(heights)};
`,
  );
  await write(
    'content/bestScreenAlt.ts',
    `${header}
// The alt text of each client's best screens: the homepage on a desktop and on a phone, the phone flow's first step
// (the first piece of each; content/workScreens.ts).
import type { ProjectSlug } from './slugs.ts';

export const bestScreenAlt: Record<ProjectSlug, { desktop: string; phone: string; phoneHome: string }> = ${JSON.stringify(best)};
`,
  );
}
