// `npm test`: typecheck, lint, format and unused code (knip) side by side, then unit tests, build, byte budgets, and
// end-to-end tests in Chromium. Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = secondsSince(started);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}

/** Steps run side by side; each one's output is printed whole when it ends. */
async function together(steps) {
  const started = Date.now();
  console.log(`\n━━ ${steps.map(([name]) => name).join(', ')} (side by side) ━━`);
  const results = await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = secondsSince(started);
            const text = Buffer.concat(output).toString().trimEnd();
            console.log(`${status === 0 ? '✓' : '✗'} ${name} (${seconds}s)  ${command} ${args.join(' ')}`);
            if (text) console.log(text);
            resolve(status === 0);
          });
        }),
    ),
  );
  if (results.includes(false)) {
    console.error('\n✗ a check failed (above)');
    process.exit(1);
  }
}

let chromium = await findChromium({ shell: true });
if (!chromium) {
  // A fresh machine: Playwright's own Chromium first (needs the network once), then the hint.
  console.log('No Chromium found; trying: npx playwright install chromium');
  spawnSync('node_modules/.bin/playwright', ['install', 'chromium'], { stdio: 'inherit' });
  chromium = await findChromium({ shell: true });
}
if (!chromium) {
  console.error(
    'No Chromium found for the end-to-end tests, and `npx playwright install chromium` did not provide one.\n' +
      "Install Debian's: sudo apt-get install -y chromium-headless-shell chromium   (or set CHROME_PATH to a Chromium/Chrome binary).",
  );
  process.exit(1);
}

console.log(`Chromium for the end-to-end tests: ${chromium}`);
const bin = (name) => `node_modules/.bin/${name}`;
await together([
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level=warn']],
  ['unused code', bin('knip'), ['--no-progress']],
]);
step('unit tests', bin('vitest'), ['run']);
// The end-to-end backend listens on 54421 (E2E_FUNCTIONS_PORT, see playwright.config.ts), beside any `npm start`.
const e2eFunctionsPort = process.env.E2E_FUNCTIONS_PORT ?? '54421';
step('build', 'npm', ['run', 'build', '--silent'], { VITE_SUPABASE_URL: `http://127.0.0.1:${e2eFunctionsPort}` });
step('byte budgets', 'node', ['scripts/budgets.mjs']);
step('end-to-end tests', bin('playwright'), ['test'], { CHROME_PATH: chromium });
console.log('\nAll checks passed.');
