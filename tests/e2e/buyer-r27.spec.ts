// The buyer's review r27, measured as a visitor meets it: thumb-sized targets on a phone (the privacy notice's e-mail
// 19 px tall, /about's "Meet the team" 36, the header's logo 28), an ongoing service's timeline read as its length
// (Marketing's "Typical timeline 2 weeks" beside a 3-month minimum), the home heading's text running two words
// together for a search engine ("elevatedamplified"), and British spellings among American ones.
import { readFileSync } from 'node:fs';
import { prerenderedPages } from '../../scripts/site-metrics.mjs';
import { expect, test } from './fixtures';

/** Apple's and WCAG's enhanced (2.5.5) minimum for a touch target's smaller side. */
const thumb = 44;

test('on a phone the privacy notice’s e-mail, /about’s "Meet the team" and the header’s logo are thumb-sized @mobile-only', async ({
  page,
}) => {
  const heightOf = async (path: string, find: () => ReturnType<typeof page.getByRole>) => {
    await page.goto(path);
    return (await find().boundingBox())!.height;
  };
  const sizes = {
    email: await heightOf('/privacy', () => page.getByRole('main').getByRole('link', { name: 'hello@lumivox.agency' })),
    team: await heightOf('/about', () => page.getByRole('link', { name: /Meet the team/ })),
    logo: await heightOf('/faq', () => page.getByRole('banner').getByRole('link', { name: 'Lumivox home' })),
  };
  expect(Object.entries(sizes).filter(([, h]) => h < thumb)).toEqual([]);
});

test('on a phone the chat’s suggested questions are thumb-sized @mobile-only', async ({ page }) => {
  // r27 and r27b: 36 px tall.
  await page.goto('/contact');
  const offered = page.getByRole('group', { name: 'Popular questions' }).getByRole('button');
  await expect(offered).toHaveCount(4);
  // The laid-out height (offsetHeight): the box as drawn can read 43.9999 px while the chat's card settles from its
  // entrance (a fresh-clone run on a busy machine), which is the same 44 px target.
  const heights = await offered.evaluateAll((bs) => bs.map((b) => (b as HTMLElement).offsetHeight));
  expect(heights.filter((h) => h < thumb)).toEqual([]);
});

test('an ongoing service’s timeline says what it measures: Marketing live in 2 weeks, SEO results in 3–6 months @desktop-only', async ({
  page,
}) => {
  await page.goto('/services');
  const card = (title: string) =>
    page
      .getByTestId('services-overview')
      .locator(':scope > li')
      .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  const timeline = (title: string) =>
    card(title)
      .locator('dl > div')
      .nth(1)
      .evaluate((d) => [d.querySelector('dt')!.textContent!.trim(), d.querySelector('dd')!.textContent!.trim()]);
  expect(await timeline('Marketing')).toEqual(['Live in', '2 weeks']);
  expect(await timeline('SEO')).toEqual(['Results in', '3–6 months']);
  // A project's length keeps its label.
  expect(await timeline('Branding')).toEqual(['Typical timeline', '3–6 weeks']);
});

test('the home heading’s text keeps its words apart: the list of words, then the shown one @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const text = (await page.getByRole('heading', { level: 1 }).textContent())!;
  // What a search engine reads: no two of the words run together ("elevatedamplified").
  expect(text).not.toMatch(/(illuminated|amplified|automated|elevated)(illuminated|amplified|automated|elevated)/);
});

test('every page is written in American English, as the rest of the site is @desktop-only', () => {
  // The review found "prioritised" beside "itemized" and "personalization".
  const british =
    /\b\w*(prioritis|organis|optimis|customis|personalis|recognis|summaris|cancelling|cancelled|colour|behaviour|favourite|centre\b|catalogue|licence)\w*/gi;
  const found = prerenderedPages().flatMap(({ route, file }) =>
    [
      ...readFileSync(file, 'utf8')
        .replace(/<[^>]*>/g, ' ')
        .matchAll(british),
    ].map((m) => `${route}: ${m[0]}`),
  );
  expect(found).toEqual([]);
});

test('the review r27b’s alignments: the results’ client links level, the audit’s values level, /about’s reply tile without a block of empty colour', async ({
  page,
}) => {
  // Home, the results band: each figure's client link at its column's foot (48 px of stagger at 1440).
  await page.goto('/');
  const band = page.getByRole('group', { name: /results/i });
  const linkTops = await band.getByRole('link').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().top));
  // One figure for each of the three clients with the spec's figures.
  expect(linkTops.length).toBe(3);
  expect(Math.max(...linkTops) - Math.min(...linkTops)).toBeLessThanOrEqual(1);

  // Website design, the audit's snapshot: its three values on one line when a label takes two (16 px off at 390).
  await page.goto('/services/website-design');
  const values = await page
    .getByTestId('audit-snapshot')
    .locator('dd')
    .evaluateAll((dds) => dds.map((d) => d.getBoundingClientRect().bottom));
  expect(values).toHaveLength(3);
  expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);

  // /about, the reply tile (the grid's last from 640 px, the band under the row on a phone): no block of empty colour
  // above its words (262 px at 1440, r27b), below them, or between them (186 px under the hours put at its top, r28).
  await page.goto('/about');
  const tile = page
    .getByRole('region', { name: 'Who you will work with' })
    .getByRole('heading', { name: 'Talk to us' })
    .locator('xpath=ancestor::*[contains(@class, "rounded-3xl")][1]');
  const gaps = await tile.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const texts = [...el.querySelectorAll('p, h3, a')]
      .map((e) => e.getBoundingClientRect())
      .sort((a, b) => a.top - b.top);
    let between = 0;
    let reached = texts[0]!.bottom;
    for (const t of texts) {
      between = Math.max(between, t.top - reached);
      reached = Math.max(reached, t.bottom);
    }
    return {
      top: texts[0]!.top - box.top - parseFloat(style.paddingTop),
      bottom: box.bottom - parseFloat(style.paddingBottom) - reached,
      between,
    };
  });
  expect(gaps.top).toBeLessThanOrEqual(2);
  expect(gaps.bottom).toBeLessThanOrEqual(2);
  expect(gaps.between).toBeLessThanOrEqual(32);
});
