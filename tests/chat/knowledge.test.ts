// The assistant's knowledge and the contract's service options are generated from content/ into committed files;
// this fails when one is stale (run `npm run gen:knowledge`). The import boundaries are checked in
// tests/contract/import-graph.test.ts and tests/functions/deploy-imports.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderGenerated } from '../../scripts/site-knowledge';

describe('generated copies of content/', () => {
  it('are up to date with content/ (run `npm run gen:knowledge`)', async () => {
    for (const { path, text } of await renderGenerated()) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });
});
