// `npm test`: typecheck, lint, format, unused code (knip), unit tests, build, byte budgets, then end-to-end tests in
// Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
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
step('typecheck', bin('tsc'), ['--noEmit']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('format', bin('prettier'), ['--check', '.', '--log-level=warn']);
step('unused code', bin('knip'), ['--no-progress']);
step('unit tests', bin('vitest'), ['run']);
// The end-to-end backend listens on 54421 (E2E_FUNCTIONS_PORT, see playwright.config.ts), beside any `npm start`.
const e2eFunctionsPort = process.env.E2E_FUNCTIONS_PORT ?? '54421';
step('build', 'npm', ['run', 'build', '--silent'], { VITE_SUPABASE_URL: `http://127.0.0.1:${e2eFunctionsPort}` });
step('byte budgets', 'node', ['scripts/budgets.mjs']);
step('end-to-end tests', bin('playwright'), ['test'], { CHROME_PATH: chromium });
console.log('\nAll checks passed.');
