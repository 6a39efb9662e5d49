// Finds the Chromium the end-to-end tests drive: Debian's first, then Playwright's own download.
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

export async function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
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
