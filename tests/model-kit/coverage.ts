// One spec model's row of the coverage table that `npm run test:model` prints: written by each model test after
// its paths ran (timedModel.ts, the audit dialog's test), read and printed by coverageReport.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface CoverageRow {
  machine: string;
  states: number;
  statesCovered: number;
  transitions: number;
  transitionsCovered: number;
  paths: number;
  missing: string[];
}

/** Saves a model's row where coverageReport.ts collects them; nothing when that global setup is not running. */
export function saveCoverageRow(file: string, row: () => CoverageRow): void {
  const dir = inject('modelCoverageDir');
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${file}.json`), JSON.stringify(row()));
}
