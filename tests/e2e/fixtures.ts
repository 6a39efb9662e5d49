// Playwright `test` for specs that are not about the start-up splash: each test starts in a fresh tab session,
// where the splash would cover the page for its first 4.3 s, so the tab is marked as having seen it.
// Specs about the splash itself use `test.use({ splash: true })`.
import { test as base } from '@playwright/test';
import { splashStorageKey } from '../../components/layout/splashSession';

export const test = base.extend<{ splash: boolean }>({
  splash: [false, { option: true }],
  page: async ({ page, splash }, run) => {
    if (!splash) await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), splashStorageKey);
    await run(page);
  },
});

export { expect } from '@playwright/test';
