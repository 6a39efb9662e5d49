// The Stately inspector is for development only: the production build must not contain it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// String literals of @statelyai/inspect that survive minification (names do not).
const inspectorMarkers = /@statelyai\.connected|stately\.ai\/inspect|\[inspect\]/;

test('the built JavaScript contains no inspector module @desktop-only', () => {
  // The markers do find the inspector where it is: in the package itself.
  expect(readFileSync('node_modules/@statelyai/inspect/dist/index.mjs', 'utf8')).toMatch(inspectorMarkers);
  const scripts = files('dist/client').filter((file) => /\.m?js$/.test(file));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => inspectorMarkers.test(readFileSync(file, 'utf8')))).toEqual([]);
});

test('?inspect does nothing in the production build @desktop-only', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const popups: unknown[] = [];
  page.on('popup', (popup) => popups.push(popup));
  await page.goto('/faq?inspect');
  await page.getByRole('button', { name: /budget/i }).click();
  expect(popups).toEqual([]);
  expect(requests.filter((url) => /inspect/i.test(new URL(url).pathname))).toEqual([]);
});
