// Every route of the spec, prerendered: status, title, heading, description, canonical — before and after hydration.
import { expect, holdHydration, test, twoFrames } from './fixtures';
import { routes } from '../../content/routes';
import { site } from '../../content/site';
import { specMainNav as mainNav } from '../specCopy';
import { decodeEntities } from './html';

test.describe('every route @desktop-only', () => {
  for (const route of routes) {
    test(`${route.path} is prerendered with its own title and heading`, async ({ page, request }) => {
      const raw = await request.get(route.path);
      expect(raw.status()).toBe(200);
      const html = decodeEntities(await raw.text());
      // Without JavaScript the visitor already reads the heading and the description. (The home's heading is its line
      // and the changing words, for screen readers in one span: read as text, with the tags between them dropped.)
      expect(html).toContain('<html lang="en"');
      expect(html.replace(/<[^>]*>/g, '')).toContain(route.heading);
      expect(html).toContain(`<meta name="description" content="${route.description}"`);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toContain('application/ld+json');
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(ogImage).toBeTruthy();
      expect((await request.get(new URL(ogImage!).pathname)).status()).toBe(200);

      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      // What a screen reader announces (the one h1; on the home without the word shown for the eye only).
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(route.heading);
    });
  }
});

test('an unknown path shows the 404 page and logs the attempted path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.getByRole('link', { name: /home/i }).first().waitFor();
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page-here');
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('top navigation @desktop-only', () => {
  const expectations: Record<string, string | null> = {
    '/': null,
    '/services': 'Services',
    '/services/seo': 'Services',
    '/about': 'About',
  };
  for (const [path, active] of Object.entries(expectations)) {
    test(`links in order with the right active state on ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('link');
      await expect(links).toHaveText(mainNav.map((l) => l.label));
      for (const link of mainNav) {
        const el = nav.getByRole('link', { name: link.label, exact: true });
        await expect(el).toHaveAttribute('href', link.href);
        if (link.label === active) await expect(el).toHaveAttribute('aria-current', 'page');
        else await expect(el).not.toHaveAttribute('aria-current', 'page');
      }
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/get-started',
      );
      await expect(page.getByRole('banner').getByRole('link', { name: 'Lumivox home' })).toHaveAttribute('href', '/');
    });
  }
});

test('the footer carries the brand, the project link and the phone and e-mail links', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/get-started');
  await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(footer).toContainText(site.tagline);
  await expect(footer).toContainText(site.name);
});

// The chat's code loads after the page's own (components/chat/LazyChat.tsx); its card is still in the prerendered
// HTML (spec §2 Contact), whole, for a visitor whose scripts are slow or off.
for (const path of ['/contact', '/services/customer-service'])
  test(`${path}: the chat card is in the prerendered HTML @desktop-only`, async ({ request }) => {
    const html = decodeEntities(await (await request.get(path)).text());
    expect(html).toContain('Chat with our own AI-Support');
    expect(html).toMatch(/<textarea[^>]*placeholder="Type your message\.\.\."/);
    expect(html).toMatch(/<button[^>]*aria-label="Send message"/);
  });

test('sitemap.xml lists every route and robots.txt points to it @desktop-only', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.sort()).toEqual(routes.map((r) => r.path).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('a link with a hash scrolls to its element; a plain link lands at the top @desktop-only', async ({ page }) => {
  await page.goto('/services/website-design');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto('/services/website-design#included');
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('included')!.getBoundingClientRect().top)))
    .toBeLessThan(120);
});

test('a visitor who scrolls before the page hydrates stays where they scrolled @desktop-only', async ({ page }) => {
  // Hold the client entry back, scroll down the prerendered page, then let the scripts run.
  const release = await holdHydration(page);
  await page.goto('/services/analytics', { waitUntil: 'domcontentloaded' });
  const chart = page.getByTestId('analytics-chart');
  await chart.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  release();
  // Hydrated: React has attached itself to the chart's element; then two frames for the effects to run.
  await page.waitForFunction(() => {
    const figure = document.querySelector('[data-testid="analytics-chart"]')?.closest('figure');
    return !!figure && Object.keys(figure).some((key) => key.startsWith('__reactFiber'));
  });
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The chart, on screen, keeps (or plays to) its finished frame.
  await expect(async () => {
    const heights = await chart
      .locator('rect[data-bar]')
      .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThan(20);
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
