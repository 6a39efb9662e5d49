// Writes reports/mutation-survivors.md from Stryker's JSON report (reports/mutation/mutation.json): the score, then
// every mutant no test killed (survived or not covered), grouped by file, with the line as it is and as mutated.
// Run by scripts/mutation.mjs after each Stryker run; `node scripts/mutation-survivors.mjs` rewrites it alone.
import { readFileSync, writeFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const OUT = 'reports/mutation-survivors.md';

const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const KILLED = new Set(['Killed', 'Timeout']);
const LIVE = new Set(['Survived', 'NoCoverage']);
const IGNORED = new Set(['CompileError', 'RuntimeError', 'Ignored', 'Pending']);

const one = (s) => s.replace(/\s+/g, ' ').trim();
const cell = (s) => one(s).replace(/\|/g, '\\|').replace(/`/g, "'");
const clip = (s, n = 110) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

let killed = 0;
let live = 0;
let errors = 0;
const sections = [];
/** Killed and alive per area: the machines, their actors, the store, the components, the functions' shared code and
 * their handlers. */
const areas = new Map();
const areaOf = (file) =>
  file.startsWith('machines/actors/')
    ? 'machines/actors/'
    : file.startsWith('supabase/functions/_shared/')
      ? 'supabase/functions/_shared/'
      : file.startsWith('supabase/functions/')
        ? 'supabase/functions/*/handler.ts'
        : `${file.split('/')[0]}/`;
for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const lines = source.split('\n');
  const rows = [];
  for (const m of mutants) {
    if (KILLED.has(m.status)) killed++;
    else if (LIVE.has(m.status)) live++;
    else if (IGNORED.has(m.status)) errors++;
    if (!LIVE.has(m.status)) continue;
    const { start, end } = m.location;
    const before = lines.slice(start.line - 1, end.line).join('\n');
    // The mutated text: the lines the mutant spans, with the replaced span swapped for the replacement.
    const head = lines[start.line - 1].slice(0, start.column - 1);
    const tail = lines[end.line - 1].slice(end.column - 1);
    const after = `${head}${m.replacement ?? ''}${tail}`;
    rows.push({
      line: start.line,
      text: `| ${start.line} | ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no test runs it)' : ''} | \`${clip(cell(before))}\` | \`${clip(cell(after))}\` |`,
    });
  }
  const total = mutants.filter((m) => KILLED.has(m.status) || LIVE.has(m.status)).length;
  const area = areas.get(areaOf(file)) ?? { killed: 0, total: 0 };
  area.killed += mutants.filter((m) => KILLED.has(m.status)).length;
  area.total += total;
  areas.set(areaOf(file), area);
  if (!rows.length) continue;
  rows.sort((a, b) => a.line - b.line);
  sections.push(
    `## ${file} — ${rows.length} of ${total} alive\n\n| Line | Mutator | Original | Mutant |\n| ---: | --- | --- | --- |\n${rows.map((r) => r.text).join('\n')}\n`,
  );
}

const score = killed + live ? ((100 * killed) / (killed + live)).toFixed(2) : 'n/a';
const areaRows = [...areas]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([area, a]) => `| \`${area}\` | ${a.killed} of ${a.total} | ${((100 * a.killed) / a.total).toFixed(1)} % |`);
const files = Object.keys(report.files).length;
const text = `# Surviving mutants

Written by \`scripts/mutation-survivors.mjs\` from the last \`npm run test:mutation\` (${files} files): **mutation score
${score} %** — ${killed} killed or timed out, ${live} alive (survived, or no test runs the line), ${errors} not counted
(compile or runtime errors). No unit test kills the mutants below: each one is either argued in
\`tests/mutation-equivalents.md\` (why no visitor could tell it from the original) or a behaviour change a test must
still catch.

| Area | Killed | Score |
| --- | ---: | ---: |
${areaRows.join('\n')}

${sections.join('\n')}`;
writeFileSync(OUT, text);
console.log(`mutation score ${score} % (${killed} killed, ${live} alive); survivors in ${OUT}`);
