// Finds the Chromium the end-to-end tests drive: Debian's first, then Playwright's own download.
import { existsSync } from 'node:fs';

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
