// `npm run logos:clients`: writes the client logos under public/images/clients, and the home page's logo wall's
// one-ink marks derived from them under public/images/clients/wall, from scripts/client-logos.ts.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { renderClientLogos, renderWallLogos } = await jiti.import('./client-logos.ts');
let written = 0;
for (const { path, text } of [...renderClientLogos(), ...renderWallLogos()]) {
  if ((await readFile(path, 'utf8').catch(() => '')) === text) continue;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  console.log(`wrote ${path} (${text.length} bytes)`);
  written++;
}
if (written === 0) console.log('public/images/clients is up to date');
