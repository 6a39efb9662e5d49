// The team's portraits (public/images/team/<id>.svg): drawn with DiceBear's Notionists style (design by Zoish, CC0 1.0;
// code MIT), one hand for everyone, each on a tint of the brand's purple (content/brand.ts). Every feature is chosen
// here by hand, not left to the seed, so the drawings stay the same from build to build and each fits the person:
// no sunglasses, no gestures. scripts/brand-assets.ts writes them with the other generated files under public/
// (`npm run build`); tests/content/art.test.ts fails when a committed one differs from what this draws.
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { Options } from '@dicebear/notionists';
import { brandScale } from '../content/brand.ts';
import { team, teamSheet, type TeamMemberId } from '../content/team.ts';

/** One of the style's variants of a part, e.g. hair 'variant48'. */
type Pick<Part extends keyof Options> = NonNullable<Options[Part]> extends readonly (infer V)[] ? V : never;

/** The parts of one drawing; `glasses` and `beard` are left off when absent. */
interface Recipe {
  hair: Pick<'hair'>;
  eyes: Pick<'eyes'>;
  brows: Pick<'brows'>;
  lips: Pick<'lips'>;
  nose: Pick<'nose'>;
  body: Pick<'body'>;
  glasses?: Pick<'glasses'>;
  beard?: Pick<'beard'>;
}

const recipes: Record<TeamMemberId, Recipe> = {
  'maya-okafor': {
    hair: 'variant48',
    eyes: 'variant05',
    brows: 'variant01',
    lips: 'variant23',
    nose: 'variant03',
    body: 'variant05',
    glasses: 'variant11',
  },
  'hannah-kim': {
    hair: 'variant41',
    eyes: 'variant04',
    brows: 'variant12',
    lips: 'variant03',
    nose: 'variant01',
    body: 'variant13',
  },
  'lena-fischer': {
    hair: 'variant28',
    eyes: 'variant05',
    brows: 'variant01',
    lips: 'variant22',
    nose: 'variant05',
    body: 'variant22',
  },
  'diego-reyes': {
    hair: 'variant20',
    eyes: 'variant04',
    brows: 'variant05',
    lips: 'variant23',
    nose: 'variant08',
    body: 'variant09',
    beard: 'variant12',
  },
  'priya-raman': {
    hair: 'variant39',
    eyes: 'variant05',
    brows: 'variant12',
    lips: 'variant25',
    nose: 'variant02',
    body: 'variant14',
    glasses: 'variant08',
  },
  'jordan-ellis': {
    hair: 'variant16',
    eyes: 'variant04',
    brows: 'variant01',
    lips: 'variant05',
    nose: 'variant10',
    body: 'variant08',
  },
  'andre-bell': {
    hair: 'variant60',
    eyes: 'variant05',
    brows: 'variant12',
    lips: 'variant03',
    nose: 'variant12',
    body: 'variant17',
    beard: 'variant02',
  },
};

/** Two tints of the brand's purple, taken in turn, so neighbours on the page differ and the set reads as one. */
const backgrounds = [brandScale[100], brandScale[200]].map((hex) => hex.slice(1));

/** The portrait of each member, as the file it is written to and its SVG text. */
export function renderTeamPortraits(): { path: string; text: string }[] {
  return team.map(({ id }, i) => {
    const { hair, eyes, brows, lips, nose, body, glasses, beard } = recipes[id];
    const svg = createAvatar(notionists, {
      seed: id,
      size: 320,
      backgroundColor: [backgrounds[i % backgrounds.length]!],
      hair: [hair],
      eyes: [eyes],
      brows: [brows],
      lips: [lips],
      nose: [nose],
      body: [body],
      ...(glasses ? { glasses: [glasses], glassesProbability: 100 } : { glassesProbability: 0 }),
      ...(beard ? { beard: [beard], beardProbability: 100 } : { beardProbability: 0 }),
      gestureProbability: 0,
      bodyIconProbability: 0,
    });
    // Its head and shoulders as a view of the file (`<img src="<id>.svg#face">`), first inside the drawing.
    const text = svg.toString().replace(/^<svg[^>]*>/, (open) => `${open}<view id="face" viewBox="${faceCrop(0)}"/>`);
    if (!text.includes('<view id="face"')) throw new Error(`${id}: the portrait has no opening <svg> tag`);
    return { path: `public/images/team/${id}.svg`, text: `${text}\n` };
  });
}

/** The drawings' own square (DiceBear's viewBox), and the part of it a small round face shows: the head and shoulders
 * (1.6 times, about a point 50 % across and 22 % down), a view of each portrait's own file (`#face`, the bylines) and
 * of the team sheet (`#<id>-face`, /about's row of faces). */
const SIDE = 1744;
const FACE_SCALE = 1.6;
const faceCrop = (x: number) => {
  const side = SIDE / FACE_SCALE;
  const f = (n: number) => Number(n.toFixed(2));
  return `${f(x + 0.5 * SIDE - 0.5 * side)} ${f(0.22 * SIDE - 0.22 * side)} ${f(side)} ${f(side)}`;
};

/** Every portrait side by side in one file (content/team.ts' `teamSheet`), each with a `<view>` of the whole drawing
 * and one of its face: an `<img src="team.svg#<id>-face">` draws that face, and every portrait and face of a page comes
 * from one request. Each drawing's ids take its member's id as a prefix, so that one's mask never draws another. */
export function renderTeamSheet(portraits = renderTeamPortraits()): { path: string; text: string } {
  const drawings = portraits.map(({ text }, i) => {
    const id = team[i]!.id;
    const svg = text
      .trim()
      // The sheet has a face view of its own for each (below).
      .replace(/<view id="face"[^>]*\/>/, '')
      .replace(/\bid="([^"]+)"/g, `id="${id}-$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${id}-$1)`)
      .replace(/href="#([^"]+)"/g, `href="#${id}-$1"`)
      .replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '<svg')
      .replace(/ width="320" height="320"/, ` x="${i * SIDE}" y="0" width="${SIDE}" height="${SIDE}"`);
    if (!svg.includes(`x="${i * SIDE}"`)) throw new Error(`${id}: the portrait's size is not 320 × 320`);
    return (
      `<view id="${id}" viewBox="${i * SIDE} 0 ${SIDE} ${SIDE}"/>` +
      `<view id="${id}-face" viewBox="${faceCrop(i * SIDE)}"/>${svg}`
    );
  });
  const width = portraits.length * SIDE;
  return {
    path: `public${teamSheet}`,
    text: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${SIDE}">${drawings.join('')}</svg>\n`,
  };
}
