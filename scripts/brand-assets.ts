// The files under public/ that draw in the brand's colours (the favicon, the article covers, the web app manifest)
// are generated from templates in content/art/ with the colours of content/brand.ts, so the palette has one home:
// a template names a colour as `{{brand.from}}` or `{{brandScale.600}}`, never by its hex, and the site's name and
// tagline (the manifest's) as `{{site.name}}` and `{{site.tagline}}` (content/site.ts). The team's portraits, on the
// brand's tints, are drawn with them (scripts/team-portraits.ts). `npm run build` writes them first (scripts/gen-brand-assets.mjs); tests/content/art.test.ts fails when a committed one is stale or when
// any other file under public/ hard-codes a brand colour.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brand, brandScale } from '../content/brand.ts';
import { site } from '../content/site.ts';
import { renderTeamSheet, renderTeamPortraits } from './team-portraits.ts';

export const TEMPLATES_DIR = 'content/art';

/** Every colour a template may name, by its name. */
export const brandColours: Record<string, string> = {
  'brand.from': brand.from,
  'brand.via': brand.via,
  'brand.to': brand.to,
  'brand.ink': brand.ink,
  'brand.accent.600': brand.accent[600],
  ...Object.fromEntries(Object.entries(brandScale).map(([step, hex]) => [`brandScale.${step}`, hex])),
};

function templates(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? templates(path) : [path];
  });
}

/** The site's facts a template may name. */
const siteFacts: Record<string, string> = { 'site.name': site.name, 'site.tagline': site.tagline };

/** A template with its colours and facts filled in. */
export function fillTemplate(template: string, source = 'template'): string {
  return template.replace(/\{\{([\w.]+)\}\}/g, (_, name: string) => {
    const value = brandColours[name] ?? siteFacts[name];
    if (value === undefined) throw new Error(`${source}: no brand colour or site fact named ${name}`);
    return value;
  });
}

/** Every generated file under public/: its path and its text. */
export function renderBrandAssets(): { path: string; text: string }[] {
  const portraits = renderTeamPortraits();
  return [
    ...templates(TEMPLATES_DIR).map((template) => ({
      path: join('public', relative(TEMPLATES_DIR, template)),
      text: fillTemplate(readFileSync(template, 'utf8'), template),
    })),
    ...portraits,
    renderTeamSheet(portraits),
  ];
}
