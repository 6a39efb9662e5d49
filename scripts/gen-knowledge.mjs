// `npm run gen:knowledge`: writes supabase/functions/_shared/knowledge.generated.ts from content/*.ts (the build
// runs it first). jiti loads the TypeScript sources on Node 20.
import { readFile, writeFile } from 'node:fs/promises';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { GENERATED_PATH, renderKnowledgeModule } = await jiti.import('./site-knowledge.ts');
const text = await renderKnowledgeModule();
const current = await readFile(GENERATED_PATH, 'utf8').catch(() => '');
if (current === text) console.log(`${GENERATED_PATH} is up to date`);
else {
  await writeFile(GENERATED_PATH, text);
  console.log(`wrote ${GENERATED_PATH}`);
}
