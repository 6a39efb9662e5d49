import { defineConfig, devices } from '@playwright/test';
import { chromeFlags } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
// The end-to-end backend runs beside any `npm start` (54321/54322); scripts/test.mjs builds the site against it.
// E2E_FUNCTIONS_PORT / E2E_DB_PORT move it, so two checkouts can run their end-to-end tests side by side.
export const e2eFunctionsPort = Number(process.env.E2E_FUNCTIONS_PORT ?? 54421);
export const e2eDbPort = Number(process.env.E2E_DB_PORT ?? 54422);
const executablePath = process.env.CHROME_PATH || undefined;
const launchOptions = { executablePath, args: chromeFlags(executablePath) };
/** The specs whose subject is the first paint (the first-paint project below). */
const firstPaint = /body-face\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on two cores: a browser test spends much of its time waiting (a page's network going quiet, a slow
  // link's pause, a backend's answer), which a third worker fills. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions },
      // Checks of the mobile layout only (the menu button) run in the mobile project.
      grepInvert: /@mobile-only/,
      testIgnore: firstPaint,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined, launchOptions },
      // Layout-independent checks run once, on desktop.
      grepInvert: /@desktop-only/,
      testIgnore: firstPaint,
    },
    {
      // What a first paint draws depends on the renderer getting the CPU in time (Chromium holds it at most 100 ms
      // for the preloaded body face): these run last, one at a time (the spec is serial), with no other test's
      // browser competing for the two cores.
      name: 'first-paint',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions },
      testMatch: firstPaint,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  // npm start's site and local backend; a fresh in-memory database per run.
  webServer: {
    command: 'node scripts/start.mjs',
    env: {
      PORT: String(port),
      FUNCTIONS_PORT: String(e2eFunctionsPort),
      LOCAL_DB_PORT: String(e2eDbPort),
      BACKEND_DATA_DIR: 'memory',
      BACKEND_QUIET: '1',
      // Every browser here is one client: the whole suite's leads share one budget, and the site-wide ceiling would
      // make the suite's own challenges dearer.
      RATE_LIMIT_FORMS_PER_MINUTE: '200',
      LEADS_CEILING_PER_MINUTE: '0',
      // Every browser here is one client (127.0.0.1): the proof-of-work challenges (one per form a test starts) and
      // the chat share this limit, 20 a minute by default, which the suite passes within a minute.
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      // The instant audit (tests/e2e/audit.spec.ts) audits '<name>.audit.test', served by this very site.
      AUDIT_ALLOW_LOOPBACK: '1',
      AUDIT_FIXTURE_ORIGIN: `http://127.0.0.1:${port}`,
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // A cold start (PGlite, the migrations, Deno compiling the functions) on a machine busy with other work.
    timeout: 120_000,
  },
});
