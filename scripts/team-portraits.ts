// The team's portraits (public/images/team/<id>.svg): drawn with DiceBear's Notionists style (design by Zoish, CC0 1.0;
// code MIT), one hand for everyone, each on a tint of the brand's purple (content/brand.ts). Every feature is chosen
// here by hand, not left to the seed, so the drawings stay the same from build to build and each fits the person:
// no sunglasses, no gestures. scripts/brand-assets.ts writes them with the other generated files under public/
// (`npm run build`); tests/content/art.test.ts fails when a committed one differs from what this draws.
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { Options } from '@dicebear/notionists';
import { brandScale } from '../content/brand.ts';
import { team, type TeamMemberId } from '../content/team.ts';

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
    return { path: `public/images/team/${id}.svg`, text: `${svg.toString()}\n` };
  });
}
