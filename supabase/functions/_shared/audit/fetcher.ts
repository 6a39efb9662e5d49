// The audit's only way out to the internet: SSRF-safe by construction. A visitor's website is fetched by name only,
// over http(s) on ports 80/443; every hostname is resolved and every address checked (ip.ts) before each request,
// redirects are followed by hand (at most 5) and re-checked, bodies stop at 2 MB and the whole audit at 8 s.
// DNS rebinding: each request connects to the very address that was checked (AuditNet.fetch gets it; net.ts pins
// the connection to it), so a name server answering a public address to the check and a private one a moment later
// has nothing to aim at: the name is never resolved a second time.
import type { AuditUnreachableReason } from '../contract/api.ts';
import { siteKnowledge } from '../site-content.ts';
import { classifyAddress, isIpLiteral } from './ip.ts';

const { site } = siteKnowledge;
const AUDIT_USER_AGENT = `${site.name}WebsiteAudit/1.0 (+${site.url}/services/website-design)`;
export const AUDIT_LIMITS = { maxRedirects: 5, maxBodyBytes: 2 * 1024 * 1024, timeoutMs: 8_000 } as const;

export interface AuditNet {
  /** Requests `url` over a connection to `address` (checked, one of the name's), never resolving the name again. */
  fetch: (url: string, init: RequestInit, address: string) => Promise<Response>;
  /** A and AAAA records of a hostname (Deno.resolveDns in production). */
  resolve: (hostname: string) => Promise<string[]>;
  /** Tests only: lets fixtures on 127.0.0.1 be audited (AUDIT_ALLOW_LOOPBACK=1, refused in production). */
  allowLoopback: boolean;
  now: () => number;
}

/** Why the fetcher refused or failed (the ways an audit ends without a report, but for the page's own answer). */
type RefusalReason = Exclude<AuditUnreachableReason, 'not_html' | 'http_error'>;

export class AuditRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

interface FetchedPage {
  /** Every URL requested, the first being the visitor's and the last the final one. */
  chain: string[];
  finalUrl: URL;
  status: number;
  headers: Headers;
  body: string;
  /** True when the body went past the cap and reading stopped. */
  truncated: boolean;
  bytes: number;
  ttfbMs: number;
}

/** Normalises what a visitor typed ('example.com', 'https://example.com/') into an http(s) URL or refuses it. */
export function normaliseWebsite(input: string): URL {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw new AuditRefusal('invalid_url', 'That does not look like a website address.');
  }
  checkUrlShape(url);
  return url;
}

function checkUrlShape(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuditRefusal('scheme', 'Only http and https websites can be audited.');
  }
  if (url.port !== '' && url.port !== '80' && url.port !== '443') {
    throw new AuditRefusal('port', 'Only websites on the standard ports can be audited.');
  }
  if (url.username || url.password) throw new AuditRefusal('invalid_url', 'Addresses with a password are refused.');
  if (isIpLiteral(url.hostname)) throw new AuditRefusal('ip_literal', 'Please give the website by its name.');
  const host = url.hostname.replace(/\.$/, '');
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    throw new AuditRefusal('invalid_url', 'That does not look like a public website address.');
  }
}

/** Resolves a hostname and refuses it unless every address is public (one private answer is enough to refuse). */
async function checkHost(hostname: string, net: AuditNet): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await net.resolve(hostname.replace(/\.$/, ''));
  } catch {
    throw new AuditRefusal('dns', 'The website’s name could not be found.');
  }
  if (addresses.length === 0) throw new AuditRefusal('dns', 'The website’s name could not be found.');
  for (const address of addresses) {
    const verdict = classifyAddress(address);
    if (verdict === 'public' || (verdict === 'loopback' && net.allowLoopback)) continue;
    throw new AuditRefusal('private_address', 'That address points into a private network and is refused.');
  }
  return addresses;
}

async function readCapped(
  response: Response,
  max: number,
): Promise<{ body: string; bytes: number; truncated: boolean }> {
  if (!response.body) return { body: '', bytes: 0, truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = max - bytes;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      bytes = max;
      truncated = true;
      await reader.cancel().catch(() => {});
      break;
    }
    chunks.push(value);
    bytes += value.byteLength;
  }
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return { body: new TextDecoder('utf-8', { fatal: false }).decode(all), bytes, truncated };
}

/**
 * Fetches a page the safe way. `signal` carries the audit's overall deadline; it aborts DNS waits, the request and
 * the body read. Only GET, no cookies, no credentials, the agency's user agent.
 */
export async function safeFetch(start: URL, net: AuditNet, signal: AbortSignal, method: 'GET' | 'HEAD' = 'GET') {
  const chain: string[] = [];
  let url = start;
  for (let hop = 0; ; hop++) {
    checkUrlShape(url);
    const [address] = await abortable(checkHost(url.hostname, net), signal);
    chain.push(url.href);
    const began = net.now();
    let response: Response;
    try {
      const init: RequestInit = {
        method,
        redirect: 'manual',
        signal,
        credentials: 'omit',
        headers: { 'user-agent': AUDIT_USER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.5' },
      };
      response = await net.fetch(url.href, init, address!);
    } catch (error) {
      if (signal.aborted) throw new AuditRefusal('timeout', 'The website took too long to answer.');
      throw new AuditRefusal('unreachable', `The website could not be reached (${describe(error)}).`);
    }
    const ttfbMs = net.now() - began;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => {});
      if (hop >= AUDIT_LIMITS.maxRedirects) {
        throw new AuditRefusal('too_many_redirects', 'The website redirects too many times.');
      }
      try {
        url = new URL(location, url);
      } catch {
        throw new AuditRefusal('invalid_url', 'The website redirects to an invalid address.');
      }
      continue;
    }
    try {
      const read =
        method === 'HEAD'
          ? { body: '', bytes: 0, truncated: false }
          : await readCapped(response, AUDIT_LIMITS.maxBodyBytes);
      return { chain, finalUrl: url, status: response.status, headers: response.headers, ttfbMs, ...read };
    } catch (error) {
      if (signal.aborted) throw new AuditRefusal('timeout', 'The website took too long to answer.');
      throw new AuditRefusal('unreachable', `The website stopped answering (${describe(error)}).`);
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.name : 'network error';
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new AuditRefusal('timeout', 'The website took too long to answer.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AuditRefusal('timeout', 'The website took too long to answer.'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Deno's resolver: A and AAAA together; a name with neither fails. */
export async function denoResolve(hostname: string): Promise<string[]> {
  const deno = (globalThis as { Deno?: { resolveDns(h: string, t: 'A' | 'AAAA'): Promise<string[]> } }).Deno;
  if (!deno) throw new Error('Deno.resolveDns is unavailable');
  const [a, aaaa] = await Promise.allSettled([deno.resolveDns(hostname, 'A'), deno.resolveDns(hostname, 'AAAA')]);
  const list = [...(a.status === 'fulfilled' ? a.value : []), ...(aaaa.status === 'fulfilled' ? aaaa.value : [])];
  if (list.length === 0) throw new Error('no address');
  return list;
}
