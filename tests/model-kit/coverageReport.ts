// Vitest global setup: collects the per-machine model coverage written through coverage.ts and prints one table.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { CoverageRow } from './coverage';

declare module 'vitest' {
  export interface ProvidedContext {
    modelCoverageDir: string;
  }
}

/** The unit tests run as two projects (vitest.config.ts); both set this up in the one Vitest process, so they share
 * one directory, and the last to finish prints the table. */
const shared = globalThis as { modelCoverage?: { dir: string; projects: number } };

export default function setup(project: TestProject) {
  const run = (shared.modelCoverage ??= { dir: mkdtempSync(join(tmpdir(), 'model-coverage-')), projects: 0 });
  run.projects += 1;
  const { dir } = run;
  project.provide('modelCoverageDir', dir);
  return () => {
    if ((run.projects -= 1) > 0) return;
    delete shared.modelCoverage;
    const rows = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CoverageRow)
      .sort((a, b) => a.machine.localeCompare(b.machine));
    rmSync(dir, { recursive: true, force: true });
    if (!rows.length) return;
    const table = rows.map((r) => [
      r.machine,
      `${r.statesCovered}/${r.states}`,
      `${r.transitionsCovered}/${r.transitions}`,
      String(r.paths),
      r.missing.length ? `${r.missing.length} missing: ${r.missing[0]}${r.missing.length > 1 ? ' …' : ''}` : '100%',
    ]);
    const head = ['machine', 'states', 'transitions', 'paths', 'coverage'];
    const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(
      [
        '\nModel-based coverage (states and transitions run against the DOM)',
        line(head),
        line(widths.map((w) => '-'.repeat(w))),
        ...table.map(line),
      ].join('\n'),
    );
  };
}
