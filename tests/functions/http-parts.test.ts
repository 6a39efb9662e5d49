// The HTTP plumbing every function shares (_shared/http.ts), at the request/response boundary and without a
// database: docs/backend.md ("every function answers the CORS preflight, requires the public key (`Authorization:
// Bearer` or `apikey`), refuses bodies over 32 KB or nested deeper than 16 levels, and answers errors as
// `{ "error": { "code", "message", "fields"? } }`") and docs/security.md (the client's address, its group).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  canonicalJson,
  clientGroup,
  clientIp,
  corsHeaders,
  errorResponse,
  json,
  presentedKey,
  readJson,
  requirePublicKey,
  safeEqual,
  sha256Hex,
  validationError,
} from '../../supabase/functions/_shared/http.ts';

const request = (headers: Record<string, string> = {}, body?: BodyInit) =>
  new Request('http://x/', { method: 'POST', headers, body });

/** The error readJson or requirePublicKey threw, as the contract answers it. */
async function refusal(work: () => unknown) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, message: error.message, headers: error.headers };
  }
  throw new Error('nothing was refused');
}

/** A body that streams its chunks, then (unless `end` is false) ends. */
function streamed(chunks: Uint8Array[], { end = true, fail = false } = {}) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (fail) controller.error(new Error('connection reset'));
      else if (end) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  const req = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { req, cancelled: () => cancelled };
}

const bytes = (text: string) => new TextEncoder().encode(text);

afterEach(() => vi.useRealTimers());

describe('json and errorResponse', () => {
  it('answers JSON that no cache keeps', async () => {
    const res = json(201, { ok: true }, { 'x-extra': '1' });
    expect(res.status).toBe(201);
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-extra': '1',
    });
    expect(await res.text()).toBe('{"ok":true}');
  });

  it('an error is { error: { code, message, fields? } } with the CORS headers and its own', async () => {
    const cors = { 'access-control-allow-origin': '*' };
    const plain = errorResponse(
      new ApiError(429, 'rate_limited', 'Slow down.', undefined, { 'retry-after': '7' }),
      cors,
    );
    expect(plain.status).toBe(429);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('retry-after')).toBe('7');
    expect(await plain.json()).toEqual({ error: { code: 'rate_limited', message: 'Slow down.' } });

    const invalid = errorResponse(validationError({ email: 'Enter a valid e-mail address.' }), cors);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please check the highlighted fields.',
        fields: { email: 'Enter a valid e-mail address.' },
      },
    });
  });
});

describe('corsHeaders', () => {
  const preflight = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, idempotency-key, x-altcha',
    'access-control-max-age': '86400',
  };

  it('any origin in local mode', () => {
    expect(corsHeaders('https://elsewhere.example', '*')).toEqual({ ...preflight, 'access-control-allow-origin': '*' });
    expect(corsHeaders(null, '*')).toEqual({ ...preflight, 'access-control-allow-origin': '*' });
  });

  it('a configured origin is echoed and varies the cache; another is refused; no Origin is no browser', () => {
    const allowed = ['https://lumivox.agency', 'https://www.lumivox.agency'];
    expect(corsHeaders('https://www.lumivox.agency', allowed)).toEqual({
      ...preflight,
      'access-control-allow-origin': 'https://www.lumivox.agency',
      vary: 'Origin',
    });
    expect(corsHeaders('https://evil.example', allowed)).toBeNull();
    expect(corsHeaders(null, allowed)).toEqual({ vary: 'Origin' });
  });
});

describe('the public key', () => {
  it('is read from a bearer token (any case, surrounding space) or else from apikey', () => {
    expect(presentedKey(request({ authorization: 'Bearer k1' }))).toBe('k1');
    expect(presentedKey(request({ authorization: 'bearer   k2  ' }))).toBe('k2');
    expect(presentedKey(request({ authorization: 'Basic k3', apikey: 'k4' }))).toBe('k4');
    expect(presentedKey(request({ authorization: 'Bearer two words', apikey: 'k5' }))).toBe('k5');
    expect(presentedKey(request({ authorization: 'xBearer k6', apikey: 'k7' }))).toBe('k7');
    expect(presentedKey(request({ apikey: 'k8' }))).toBe('k8');
    expect(presentedKey(request())).toBeNull();
  });

  it('is compared whole: a prefix, an extension or one character off is another key', () => {
    expect(safeEqual('sb_publishable_key', 'sb_publishable_key')).toBe(true);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('sb_publishable_key', 'sb_publishable_ke')).toBe(false);
    expect(safeEqual('sb_publishable_ke', 'sb_publishable_key')).toBe(false);
    expect(safeEqual('sb_publishable_key', 'sb_publishable_kez')).toBe(false);
    expect(safeEqual('asb_publishable_key', 'bsb_publishable_key')).toBe(false);
    expect(safeEqual('abc', 'abc\0')).toBe(false);
    expect(safeEqual('é', 'è')).toBe(false);
  });

  it('missing or wrong is 401 unauthorized, saying which', async () => {
    expect(await refusal(() => requirePublicKey(request(), ['k']))).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Missing API key: send the public key as a bearer token.',
    });
    expect(await refusal(() => requirePublicKey(request({ apikey: 'x' }), ['k']))).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Invalid API key.',
    });
    expect(requirePublicKey(request({ apikey: 'k2' }), ['k1', 'k2'])).toBeUndefined();
  });
});

describe('readJson', () => {
  it('reads a JSON body at the cap; one byte more is 413, declared or streamed', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(24) }); // 32 bytes
    expect(await readJson(request({}, body), 32)).toEqual({ a: 'x'.repeat(24) });
    const over = { status: 413, code: 'payload_too_large', message: 'The request body must be at most 31 bytes.' };
    expect(await refusal(() => readJson(request({ 'content-length': '32' }, body), 31))).toMatchObject(over);
    const { req, cancelled } = streamed([bytes(body.slice(0, 16)), bytes(body.slice(16))], { end: false });
    expect(await refusal(() => readJson(req, 31))).toMatchObject(over);
    expect(cancelled()).toBe(true);
  });

  it('a Content-Length that lies low does not let more through; one that is not a number is ignored', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(24) });
    expect(await refusal(() => readJson(request({ 'content-length': '2' }, body), 31))).toMatchObject({
      status: 413,
    });
    expect(await readJson(request({ 'content-length': 'lots' }, '{"b":1}'), 32)).toEqual({ b: 1 });
  });

  it('a declared Content-Length over the cap is refused before the body is read; at the cap it is read', async () => {
    expect(await refusal(() => readJson(request({ 'content-length': '32' }, '{}'), 31))).toMatchObject({
      status: 413,
    });
    const body = JSON.stringify({ a: 'x'.repeat(23) }); // 31 bytes
    expect(await readJson(request({ 'content-length': '31' }, body), 31)).toEqual({ a: 'x'.repeat(23) });
  });

  it('joins a body sent in many chunks in order, however the chunks cut a character', async () => {
    const text = JSON.stringify({ name: 'Zoë Ångström 🚀' });
    const all = bytes(text);
    const chunks = Array.from({ length: all.length }, (_, i) => all.slice(i, i + 1));
    expect(await readJson(streamed(chunks).req, 1000)).toEqual({ name: 'Zoë Ångström 🚀' });
  });

  it('a body that has not all arrived in time is 408 and closes the connection', async () => {
    vi.useFakeTimers();
    const { req, cancelled } = streamed([bytes('{"a":')], { end: false });
    const read = refusal(() => readJson(req, 1000, 150));
    await vi.advanceTimersByTimeAsync(149);
    expect(cancelled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toEqual({
      status: 408,
      code: 'request_timeout',
      message: 'The request body must arrive within 150 ms.',
      headers: { connection: 'close' },
    });
    expect(cancelled()).toBe(true);
  });

  it('a body that arrives in time leaves no timer behind', async () => {
    vi.useFakeTimers();
    await readJson(request({}, '{}'), 1000, 150);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a client gone mid-upload is request_aborted', async () => {
    expect(await refusal(() => readJson(streamed([bytes('{"a"')], { fail: true }).req, 1000))).toMatchObject({
      status: 400,
      code: 'request_aborted',
      message: 'The request body ended before it was complete.',
    });
  });

  it.each([
    ['not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), 'The request body must be UTF-8 encoded JSON.'],
    ['empty', bytes(''), 'The request body is empty; send a JSON object.'],
    ['only spaces', bytes(' \n\t '), 'The request body is empty; send a JSON object.'],
    ['broken JSON', bytes('{"a":'), 'The request body is not valid JSON.'],
    ['a NUL', bytes('{"a":"x\\u0000"}'), 'The request body contains a NUL or an unpaired surrogate character.'],
    ['a NUL in a key', bytes('{"\\u0000":1}'), 'The request body contains a NUL or an unpaired surrogate character.'],
    [
      'a lone high surrogate',
      bytes('["\\ud800x"]'),
      'The request body contains a NUL or an unpaired surrogate character.',
    ],
    [
      'a NUL after good items',
      bytes('["ok","\\u0000"]'),
      'The request body contains a NUL or an unpaired surrogate character.',
    ],
    [
      'a NUL after a good field',
      bytes('{"a":"ok","b":"\\u0000"}'),
      'The request body contains a NUL or an unpaired surrogate character.',
    ],
    [
      'a lone low surrogate',
      bytes('{"a":{"b":"x\\udc00"}}'),
      'The request body contains a NUL or an unpaired surrogate character.',
    ],
  ])('refuses a body that is %s with 400 invalid_json', async (_label, body, message) => {
    expect(await refusal(() => readJson(request({}, body), 1000))).toMatchObject({
      status: 400,
      code: 'invalid_json',
      message,
    });
  });

  it('keeps escaped text that Postgres can store: a surrogate pair, other escapes, numbers and null', async () => {
    expect(await readJson(request({}, '{"e":"\\ud83d\\ude80","t":"a\\u0041","n":[1,null,true]}'), 1000)).toEqual({
      e: '🚀',
      t: 'aA',
      n: [1, null, true],
    });
  });

  it('16 levels of nesting are read, 17 refused, counting brackets inside strings as text', async () => {
    const nested = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);
    expect(await readJson(request({}, nested(16)), 1000)).toEqual(JSON.parse(nested(16)));
    expect(await readJson(request({}, `{"a":${nested(15)}}`), 1000)).toEqual({ a: JSON.parse(nested(15)) });
    expect(await refusal(() => readJson(request({}, `{"a":${nested(16)}}`), 1000))).toMatchObject({
      status: 400,
      code: 'invalid_json',
      message: 'The request body is nested deeper than 16 levels.',
    });
    // Brackets in strings, escaped quotes and backslashes are not nesting; closed arrays do not add up.
    const text = JSON.stringify({ s: '[[[[[[[[[[[[[[[[[["\\', t: ['{{{{'], u: [[[]], [[]], [[]]], o: [{}, {}, {}] });
    expect(await readJson(request({}, `${'['.repeat(12)}${text}${']'.repeat(12)}`), 1000)).toBeTruthy();
    expect(await refusal(() => readJson(request({}, `${'['.repeat(13)}${text}${']'.repeat(13)}`), 1000))).toMatchObject(
      {
        code: 'invalid_json',
      },
    );
  });
});

describe('the client address (docs/security.md)', () => {
  const proxy = { header: 'x-forwarded-for', hops: 1 };
  const withHeader = (value: string) => request({ 'x-forwarded-for': value });

  it('takes the entry the trusted proxy wrote, counted from the right, never one the client wrote', () => {
    expect(clientIp(withHeader('6.6.6.6, 203.0.113.9'), '10.0.0.1', proxy)).toBe('203.0.113.9');
    expect(clientIp(withHeader('6.6.6.6,203.0.113.9 , 198.51.100.2'), '10.0.0.1', { ...proxy, hops: 2 })).toBe(
      '203.0.113.9',
    );
    expect(clientIp(withHeader('203.0.113.9'), '10.0.0.1', { ...proxy, hops: 1 })).toBe('203.0.113.9');
    expect(clientIp(withHeader('2001:db8::1'), '10.0.0.1', proxy)).toBe('2001:db8::1');
  });

  it('falls back to the socket address when the header is missing, too short or not an address', () => {
    expect(clientIp(request(), '10.0.0.1', proxy)).toBe('10.0.0.1');
    expect(clientIp(withHeader('203.0.113.9'), '10.0.0.1', { ...proxy, hops: 2 })).toBe('10.0.0.1');
    expect(clientIp(withHeader('not-an-ip'), '10.0.0.1', proxy)).toBe('10.0.0.1');
    expect(clientIp(withHeader('1'), '10.0.0.1', proxy)).toBe('10.0.0.1');
    expect(clientIp(withHeader(`1${'0'.repeat(45)}`), '10.0.0.1', proxy)).toBe('10.0.0.1');
    expect(clientIp(withHeader('203.0.113.9 x'), '10.0.0.1', proxy)).toBe('10.0.0.1');
    expect(clientIp(withHeader('x 203.0.113.9'), '10.0.0.1', proxy)).toBe('10.0.0.1');
    expect(clientIp(withHeader('203.0.113.9'), undefined, { header: null, hops: 1 })).toBe('unknown');
    expect(clientIp(withHeader('203.0.113.9'), '', { header: null, hops: 1 })).toBe('unknown');
    expect(clientIp(withHeader('203.0.113.9'), '10.0.0.1', { header: null, hops: 1 })).toBe('10.0.0.1');
    // Without a configured header, no header counts, whatever its name.
    expect(clientIp(request({ null: '203.0.113.9' }), '10.0.0.1', { header: null, hops: 1 })).toBe('10.0.0.1');
  });

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:DB8:AA:BB::9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['0:0:0:0:0:ffff:c633:6407', '198.51.100.7'],
    ['::ffff:255.0.255.1', '255.0.255.1'],
    ['::ffff:198.51.100.77', '198.51.100.77'],
    ['1:2:3:4:5:6::7', '1:2:3:4::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
  ])('groups %s as %s', (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });

  it.each([
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4::5:6:7:8',
    '::ffff:256.1.1.1',
    '::ffff:1.256.1.1',
    '::ffff:1.1.256.1',
    '::ffff:1.1.1.256',
    '2001:db8::zz',
    '2001:db8::12345',
    '1:2:3:4::5:6:7:8::9',
    '1.2.3.4::1',
    'a::1.2.3.4:5',
  ])('an address that does not parse (%s) is its own group', (address) => {
    expect(clientGroup(address)).toBe(address);
  });
});

describe('hashing a submission', () => {
  it('sha256Hex is the SHA-256 of the UTF-8 text, in lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('canonicalJson sorts keys at every level, drops undefined, and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: 'x' }, null, 2], c: { z: true, y: 'é' } })).toBe(
      '{"a":[{"c":"x"},null,2],"b":1,"c":{"y":"é","z":true}}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson({ B: 1, a: 2, b: 3 })).toBe('{"B":1,"a":2,"b":3}');
    const keys = Array.from({ length: 40 }, (_, i) => `k${String(i).padStart(2, '0')}`);
    const shuffled = Object.fromEntries(keys.map((_, i) => [keys[(i * 17) % 40]!, i]));
    expect(Object.keys(JSON.parse(canonicalJson(shuffled)) as object)).toEqual(keys);
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('s')).toBe('"s"');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
  });
});
