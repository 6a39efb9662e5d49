// Finds the Chromium the scripts and the end-to-end tests drive: Debian's first, then Playwright's own download.
import { existsSync } from 'node:fs';

/** Headless Chromium flags for this machine (run as root, closed network): one list for Playwright, Lighthouse and
 * the Open Graph renderer. Without the background-networking flags the log fills with refused connections. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The flags for a Chromium binary: CHROME_FLAGS, and in a headless shell (Debian's, or Playwright's default when no
 * binary is named) no font hinting: the shell hints glyphs to the pixel grid by default, so its lines break where the
 * full browser's (a visitor's Chrome) do not, and the font-metric tests in tests/e2e/layout.spec.ts fail; without
 * hinting it lays text out as the full browser does (those tests pass in both, 2026-11-26). */
export function chromeFlags(executablePath) {
  const fullBrowser = executablePath && !/headless[-_]shell/.test(executablePath);
  return fullBrowser ? CHROME_FLAGS : [...CHROME_FLAGS, '--font-render-hinting=none'];
}

/** Debian's headless shell (`apt-get install chromium-headless-shell`): the same Chromium engine without the desktop
 * browser around it, which is what Playwright drives headless by default. The end-to-end tests run in it when it is
 * there: on this 2-core machine a run of case-studies.spec.ts and menu.spec.ts took 60 and 67 s in it against 130 and
 * 126 s in the full browser (alternating, 2026-11-26). */
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/** A Chromium to drive: `CHROME_PATH`, Debian's (`{ shell: true }`: its headless shell first), then Playwright's own
 * download. */
export async function findChromium({ shell = false } = {}) {
  const debian = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const candidates = [process.env.CHROME_PATH, ...(shell ? HEADLESS_SHELLS : []), ...debian].filter(Boolean);
  for (const path of candidates) if (existsSync(path)) return path;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright without a downloaded browser: fall through to the error below.
  }
  return null;
}
