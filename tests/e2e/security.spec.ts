// The headers the build generates for static hosts (dist/client/_headers, served by scripts/serve.mjs): every route
// carries them, its CSP blocks nothing the site itself does, and the client bundle holds no secret.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, inTabs, test } from './fixtures';
import { routes } from '../../content/routes';
import { e2eFunctionsPort } from '../../playwright.config';

const clientDir = 'dist/client';
const paths = [...routes.map((r) => r.path), '/no-such-page-here'];

test.describe('security headers @desktop-only', () => {
  test('every route carries the headers, with a strict CSP', async ({ request }) => {
    for (const path of paths) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cache-control'], path).toBe('no-cache');
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp, path).toContain(directive);
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|,|$)/);
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain(`connect-src 'self' http://127.0.0.1:${e2eFunctionsPort}`);
    }
    const html = await (await request.get('/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('no route reports a CSP violation or any other error while it loads and hydrates', async ({ page }) => {
    test.setTimeout(90_000);
    // Lighthouse counts the same in "errors-in-console" (e.g. React's #419 when prerendering left a boundary unfinished).
    const logs = new Map<Page, string[]>();
    const listen = async (tab: Page) => {
      const violations: string[] = [];
      logs.set(tab, violations);
      tab.on('console', (msg) => {
        if (msg.type() === 'error' || /Content Security Policy|Content-Security-Policy/i.test(msg.text())) {
          violations.push(msg.text());
        }
      });
      tab.on('pageerror', (error) => violations.push(`${error.name}: ${error.message}`));
      await tab.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
    };
    await inTabs(
      page,
      paths,
      async (tab, path) => {
        const violations = logs.get(tab)!;
        violations.length = 0;
        await tab.goto(path, { waitUntil: 'networkidle' });
        // The 404 page answers 404 and logs the attempted path by design (spec): there only a CSP report counts.
        const unexpected = routes.some((r) => r.path === path)
          ? violations
          : violations.filter((text) => /Content Security Policy/i.test(text));
        expect(unexpected, path).toEqual([]);
      },
      { setup: listen },
    );
    const violations = logs.get(page)!;
    // A client-side navigation too: it fetches the next page's context and its code.
    await page.goto('/');
    violations.length = 0;
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test.describe('client bundle @desktop-only', () => {
  function files(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  }

  function secretValues(): string[] {
    const names = [
      'SUPABASE_SERVICE_ROLE_KEY',
      'SERVICE_ROLE_KEY',
      'SUPABASE_SECRET_KEY',
      'AI_API_KEY',
      'RESEND_API_KEY',
      'OUTBOX_WORKER_SECRET',
      'IP_HASH_SALT',
      'SUPABASE_DB_URL',
    ];
    const values = names.map((n) => process.env[n]);
    for (const file of ['.env', 'supabase/.env', 'supabase/.env.local', 'supabase/.env.production']) {
      if (!existsSync(file)) continue;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const [name, ...rest] = line.split('=');
        if (names.includes(name!.trim()))
          values.push(
            rest
              .join('=')
              .trim()
              .replace(/^['"]|['"]$/g, ''),
          );
      }
    }
    return values.filter((v): v is string => Boolean(v && v.length >= 8));
  }

  test('holds no secret, only the public key', () => {
    const text = files(clientDir)
      .filter((f) => /\.(js|html|json|css|txt|xml|webmanifest)$/.test(f) || f.endsWith('_headers'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const value of secretValues()) expect(text.includes(value), 'a secret value is in the bundle').toBe(false);
    // The names of server-only settings have no business in browser code either.
    for (const name of ['AI_API_KEY', 'RESEND_API_KEY', 'SERVICE_ROLE', 'OUTBOX_WORKER_SECRET', 'IP_HASH_SALT'])
      expect(text, name).not.toContain(name);
    // Key-shaped strings: Supabase secret keys, service-role JWTs, OpenAI and Resend keys.
    expect(text).not.toMatch(/sb_secret_[A-Za-z0-9_-]{8,}/);
    expect(text).not.toMatch(/\bsk-[A-Za-z0-9_-]{20,}/);
    expect(text).not.toMatch(/\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{8,}/);
    for (const jwt of text.match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g) ?? []) {
      const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { role?: string };
      expect(payload.role).toBe('anon');
    }
    const publicKey = process.env.VITE_SUPABASE_ANON_KEY || 'sb_publishable_lumivox_local_dev_key';
    const publishable = new Set(text.match(/sb_publishable_[A-Za-z0-9_]{8,}/g) ?? []);
    expect([...publishable]).toEqual([publicKey]);
  });
});
