// The assistant's knowledge is generated from content/ into a committed file; this fails when it is stale (run
// `npm run gen:knowledge`). The import boundaries are checked in tests/contract/import-graph.test.ts and
// tests/functions/deploy-imports.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderKnowledgeModule } from '../../scripts/site-knowledge';

describe('generated assistant knowledge', () => {
  it('is up to date with content/ (run `npm run gen:knowledge`)', async () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(await renderKnowledgeModule());
  });
});
