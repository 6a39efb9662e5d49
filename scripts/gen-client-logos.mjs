// `npm run logos:clients`: writes the client logos under public/images/clients from scripts/client-logos.ts.
import { readFile, writeFile } from 'node:fs/promises';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { renderClientLogos } = await jiti.import('./client-logos.ts');
let written = 0;
for (const { path, text } of renderClientLogos()) {
  if ((await readFile(path, 'utf8').catch(() => '')) === text) continue;
  await writeFile(path, text);
  console.log(`wrote ${path} (${text.length} bytes)`);
  written++;
}
if (written === 0) console.log('public/images/clients is up to date');
