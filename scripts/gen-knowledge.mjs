// `npm run gen:knowledge`: writes the functions' generated copies of content/*.ts (the build runs it first): the
// assistant's knowledge (supabase/functions/_shared/knowledge.generated.ts) and the contract's service options
// (supabase/functions/_shared/contract/service-options.generated.ts). jiti loads the TypeScript sources.
import { readFile, writeFile } from 'node:fs/promises';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { renderGenerated } = await jiti.import('./site-knowledge.ts');
for (const { path, text } of await renderGenerated()) {
  const current = await readFile(path, 'utf8').catch(() => '');
  if (current === text) console.log(`${path} is up to date`);
  else {
    await writeFile(path, text);
    console.log(`wrote ${path}`);
  }
}
