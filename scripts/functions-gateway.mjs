// The local functions' front door: a TCP pass-through in front of the Deno function server that adds what the
// platform's edge does in production and Deno.serve cannot (it has no read timeouts): a client must send each
// request's whole header block within HEADERS_TIMEOUT_MS of its first byte (headers trickled byte by byte get a 408
// and the connection closed, so a few slow clients cannot hold every socket), and a connection whose upload the
// function refused with 408 (a stalled body) is closed once that answer is out. Bytes pass unchanged both ways (an
// HTTP proxy here cost more than half the submit throughput; this costs none measurable); the guard only follows the
// request framing (header block, Content-Length body) to know where each request's headers start. A client that goes
// away takes its upstream connection with it, so the function sees the abort. It runs in a worker thread: on the
// main thread it would take turns with PGlite, which answers every query there.
import { connect, createServer } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** How long a client may take to send a request's header block, from its first byte. */
const HEADERS_TIMEOUT_MS = 10_000;
/** A header block longer than this is refused (431) and its connection closed. */
const MAX_HEADER_BYTES = 64 * 1024;

const END_OF_HEAD = '\r\n\r\n';
const refusal = (status) =>
  Buffer.from(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`, 'latin1');

/** Follows one connection's requests: `feed` each chunk the client sends; calls `onHeadStarted`/`onHeadDone` around
 * every header block, and says whether a request body is still expected. Chunked request bodies end the tracking
 * (the guard then passes the rest of the connection as it is: no client of the functions sends one). */
function requestFraming({ onHeadStarted, onHeadDone, onTooLarge }) {
  let phase = 'head';
  let head = '';
  let bodyLeft = 0;
  return {
    get inBody() {
      return phase === 'body';
    },
    feed(chunk) {
      let offset = 0;
      while (offset < chunk.length && phase !== 'opaque') {
        if (phase === 'body') {
          const take = Math.min(bodyLeft, chunk.length - offset);
          bodyLeft -= take;
          offset += take;
          if (bodyLeft === 0) phase = 'head';
          continue;
        }
        if (head === '') {
          // Blank lines between requests are allowed (RFC 9112 §2.2) and start nothing.
          while (offset < chunk.length && (chunk[offset] === 0x0d || chunk[offset] === 0x0a)) offset++;
          if (offset === chunk.length) break;
          onHeadStarted();
        }
        const before = head.length;
        head += chunk.toString('latin1', offset, Math.min(chunk.length, offset + MAX_HEADER_BYTES + 4));
        const end = head.indexOf(END_OF_HEAD, Math.max(0, before - 3));
        if (end === -1) {
          if (head.length > MAX_HEADER_BYTES) return onTooLarge();
          offset = chunk.length;
          continue;
        }
        offset += end + END_OF_HEAD.length - before;
        const block = head.slice(0, end).toLowerCase();
        head = '';
        onHeadDone();
        if (/\ntransfer-encoding:[^\n]*chunked/.test(block)) phase = 'opaque';
        else {
          bodyLeft = Number(/\ncontent-length:\s*(\d+)/.exec(block)?.[1] ?? 0);
          phase = bodyLeft > 0 ? 'body' : 'head';
        }
      }
    },
  };
}

function serve({ host = '127.0.0.1', port, target, headersTimeoutMs = HEADERS_TIMEOUT_MS }) {
  const server = createServer((client) => {
    // No Nagle delay: the chat streams small writes, and each would wait for the peer's delayed ACK (~40 ms).
    client.setNoDelay(true);
    const upstream = connect({ port: target.port, host: target.host, noDelay: true });
    let timer;
    const refuse = (status) => {
      clearTimeout(timer);
      client.end(refusal(status));
      upstream.destroy();
    };
    const framing = requestFraming({
      onHeadStarted: () => (timer = setTimeout(() => refuse('408 Request Timeout'), headersTimeoutMs)),
      onHeadDone: () => clearTimeout(timer),
      onTooLarge: () => refuse('431 Request Header Fields Too Large'),
    });
    client.on('data', (chunk) => {
      framing.feed(chunk);
      if (!client.writableEnded && !upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    client.on('drain', () => upstream.resume());
    // The function's 408 comes while the body it waited for is still owed; once it is out, the connection goes.
    let closeAfter = -1;
    upstream.on('data', (chunk) => {
      if (closeAfter === -1 && framing.inBody && chunk.toString('latin1', 0, 13) === 'HTTP/1.1 408 ') {
        const text = chunk.toString('latin1');
        const end = text.indexOf(END_OF_HEAD);
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
        closeAfter = end === -1 ? 0 : end + END_OF_HEAD.length + length;
      }
      if (!client.write(chunk)) upstream.pause();
      if (closeAfter !== -1 && (closeAfter -= chunk.length) <= 0) {
        client.end();
        upstream.destroy();
      }
    });
    // The client leaving aborts its request at once; the function's side closing lets what it sent reach the client
    // first (a refusal written just before), then the socket goes even if the client never closes its end.
    const finish = () => {
      clearTimeout(timer);
      client.end();
      setTimeout(() => client.destroy(), 1000).unref();
    };
    client.on('end', () => upstream.end());
    client.on('error', () => upstream.destroy());
    client.on('close', () => (clearTimeout(timer), upstream.destroy()));
    upstream.on('error', finish);
    upstream.on('close', finish);
  });
  server.once('error', (error) => parentPort.postMessage({ error: error.message }));
  server.listen(port, host, () => parentPort.postMessage({ port: server.address().port }));
  parentPort.on('message', () => {
    server.close(() => process.exit(0));
    // Open connections (a chat stream, a keep-alive socket) do not hold the stop.
    setTimeout(() => process.exit(0), 1000).unref();
  });
}

/** Listens on host:port (0: a free port) and passes every connection to the function server at target (host, port),
 * from a worker thread. Resolves with the port and `stop()`. */
export function startFunctionsGateway(options) {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message) => {
      if (message.error) return reject(new Error(message.error));
      const stop = () =>
        new Promise((done) => {
          worker.once('exit', () => done());
          worker.postMessage('stop');
        });
      resolve({ port: message.port, stop });
    });
  });
}

if (!isMainThread && workerData?.target) serve(workerData);
