// Run by tests/functions/audit-pin.test.ts under Deno (the functions' runtime): a server on 127.0.0.1 stands in for
// the checked address; pinnedFetch requests names that resolve nowhere (or elsewhere) and must land on it, with the
// name in the Host header. Prints one JSON line of what the server saw.
import { pinnedFetch } from '../../../supabase/functions/_shared/audit/net.ts';

const seen: { host: string | null; path: string; accepts: string | null }[] = [];
// Answers gzip-coded HTML, as most sites do: the audit reads it decoded and still sees the coding.
const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (req) => {
  seen.push({
    host: req.headers.get('host'),
    path: new URL(req.url).pathname,
    accepts: req.headers.get('accept-encoding'),
  });
  const html = new Blob(['x'.repeat(100_000)]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(html, { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } });
});
const { port } = server.addr;
const init: RequestInit = { redirect: 'manual', headers: { 'user-agent': 'pin-check' } };

// A name that no resolver knows: reaching the server proves the socket went to the pinned address.
const unknown = await pinnedFetch(`http://rebinding.invalid:${port}/home`, init, '127.0.0.1');
const body = await unknown.text();
// A real-looking name, its body cancelled half-read (the capped read, a redirect): the client must close cleanly.
const cancelled = await pinnedFetch(`http://www.example.com:${port}/second`, init, '127.0.0.1');
await cancelled.body?.cancel();
// Pinned to an address with nothing listening (the server is bound to 127.0.0.1 only), a request for `localhost`
// fails at once; it does not fall back to what the name resolves to (127.0.0.1, where the server is).
let refused = '';
try {
  await pinnedFetch(`http://localhost:${port}/third`, { ...init, signal: AbortSignal.timeout(5000) }, '127.0.0.2');
} catch (error) {
  refused = error instanceof Error ? error.name : 'error';
}
// https: TLS to the pinned socket, with SNI and the certificate check for the name (a test certificate for
// pin.test, trusted through DENO_CERT); a name the certificate does not cover is refused.
const dir = new URL('.', import.meta.url);
const tls = Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    cert: Deno.readTextFileSync(new URL('pin-test.crt', dir)),
    key: Deno.readTextFileSync(new URL('pin-test.key', dir)),
    onListen: () => {},
  },
  (req) => new Response(`<html lang="en">${'y'.repeat(5000)}</html>`, { headers: { 'content-type': 'text/html' } }),
);
const secure = await pinnedFetch(`https://pin.test:${tls.addr.port}/`, init, '127.0.0.1');
const secureBody = await secure.text();
let mismatch = '';
try {
  await pinnedFetch(`https://other.test:${tls.addr.port}/`, init, '127.0.0.1');
} catch (error) {
  mismatch = error instanceof Error ? error.message : 'error';
}
console.log(
  JSON.stringify({
    status: unknown.status,
    length: body.length,
    encoding: unknown.headers.get('content-encoding'),
    seen,
    refused,
    https: { status: secure.status, length: secureBody.length, encoding: secure.headers.get('content-encoding') },
    mismatch,
  }),
);
await server.shutdown();
await tls.shutdown();
