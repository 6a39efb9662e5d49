// `npm run gen:machines-doc`: writes docs/machines.md (one Mermaid statechart per machine) from machines/*.ts.
// jiti loads the TypeScript sources: their imports name no file extension, which Node's own type stripping cannot follow.
import { readFile, writeFile } from 'node:fs/promises';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { DOC_PATH, renderMachinesDoc } = await jiti.import('./machines-doc.ts');
const text = await renderMachinesDoc();
const current = await readFile(DOC_PATH, 'utf8').catch(() => '');
if (current === text) console.log(`${DOC_PATH} is up to date`);
else {
  await writeFile(DOC_PATH, text);
  console.log(`wrote ${DOC_PATH}`);
}
