// `npm run test:model` prints a row for every spec model: it must run every test file that saves one, in whichever
// unit project that file runs (vitest.config.ts puts the files that replace a module in 'unit (own modules)'; the
// chat's and the mobile menu's model tests are among them, and a `--project unit` left them out of the table).
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts[
  'test:model'
]!;
const args = script.split(/\s+/);
/** The --project filters of the script, as Vitest matches them (a `*` matches any characters). */
const projects = args
  .flatMap((arg, i) => (arg === '--project' ? [args[i + 1]!] : []))
  .map(
    (p) =>
      new RegExp(
        `^${p
          .replace(/^'|'$/g, '')
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      ),
  );
const folders = args.filter((arg) => arg.startsWith('tests/'));

/** The model tests that save a row of the table (timedModel's expectFullCoverage, or saveCoverageRow itself). */
const modelTests = readdirSync('tests/models')
  .filter((f) => f.endsWith('.test.tsx'))
  .map((f) => `tests/models/${f}`)
  .filter((file) => /expectFullCoverage\(|saveCoverageRow\(/.test(readFileSync(file, 'utf8')));
/** The unit project a file runs in (vitest.config.ts). */
const projectOf = (file: string) =>
  /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')) ? 'unit (own modules)' : 'unit';

it('runs every model test that saves a row of the table, in its own project', () => {
  expect(modelTests).toContain('tests/models/chat.test.tsx');
  expect(modelTests).toContain('tests/models/menu.test.tsx');
  const left = modelTests.filter(
    (file) => !folders.some((f) => file.startsWith(f)) || !projects.some((p) => p.test(projectOf(file))),
  );
  expect(left).toEqual([]);
});
