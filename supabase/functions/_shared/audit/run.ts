// One audit of one website: the home page through the safe fetcher, then http→https, robots.txt and sitemap.xml in
// parallel, then the checks. Progress is reported step by step for the dialog's stream.
import type { AuditOutcome, AuditStep } from '../contract/api.ts';
import { buildReport } from './checks.ts';
import { AUDIT_LIMITS, type AuditNet, AuditRefusal, normaliseWebsite, safeFetch } from './fetcher.ts';
import { scanHtml } from './html.ts';

/** The visitor-facing words of each progress step and of each way an audit can end without a report. */
export const STEP_LABELS: Record<AuditStep, string> = {
  connecting: 'Connecting to your website…',
  analysing: 'Reading your home page…',
  checking_files: 'Checking HTTPS, robots.txt and sitemap…',
  scoring: 'Scoring the findings…',
};

export async function runAudit(
  website: string,
  net: AuditNet,
  onStep: (step: AuditStep) => void = () => {},
  timeoutMs: number = AUDIT_LIMITS.timeoutMs,
): Promise<AuditOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    onStep('connecting');
    const start = normaliseWebsite(website);
    const page = await safeFetch(start, net, controller.signal);
    if (page.status >= 400) {
      return { kind: 'unreachable', reason: 'http_error', message: `The website answered with error ${page.status}.` };
    }
    const type = (page.headers.get('content-type') ?? '').toLowerCase();
    if (!/text\/html|application\/xhtml\+xml/.test(type)) {
      return { kind: 'unreachable', reason: 'not_html', message: 'The address does not serve a web page.' };
    }
    onStep('analysing');
    const html = scanHtml(page.body);
    onStep('checking_files');
    const origin = page.finalUrl.origin;
    const optional = async (url: string, ok: (p: Awaited<ReturnType<typeof safeFetch>>) => boolean) => {
      try {
        return ok(await safeFetch(new URL(url), net, controller.signal));
      } catch {
        return null;
      }
    };
    const [httpUpgrades, robotsTxt, sitemapXml] = await Promise.all([
      optional(`http://${page.finalUrl.host}/`, (p) => p.finalUrl.protocol === 'https:'),
      optional(`${origin}/robots.txt`, (p) => p.status === 200 && !/<html/i.test(p.body.slice(0, 2000))),
      optional(`${origin}/sitemap.xml`, (p) => p.status === 200 && /<(urlset|sitemapindex)\b/i.test(p.body)),
    ]);
    onStep('scoring');
    const report = buildReport({ ...page, html, httpUpgrades, robotsTxt, sitemapXml });
    return { kind: 'report', report };
  } catch (error) {
    if (error instanceof AuditRefusal) return { kind: 'unreachable', reason: error.reason, message: error.message };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
