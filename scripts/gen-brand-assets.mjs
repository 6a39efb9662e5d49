// `node scripts/gen-brand-assets.mjs` (the build runs it first): writes the files under public/ drawn in the brand's
// colours from their templates in content/art/ and content/brand.ts (scripts/brand-assets.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { renderBrandAssets } = await jiti.import('./brand-assets.ts');
let written = 0;
for (const { path, text } of renderBrandAssets()) {
  if ((await readFile(path, 'utf8').catch(() => '')) === text) continue;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  console.log(`wrote ${path}`);
  written++;
}
if (written === 0) console.log('public/ brand assets are up to date');
