// The bench's load generator for submissions that must each be unique (a proof of work is spent by one request):
// `connections` keep-alive sockets each write the next prepared request as soon as the last answer has arrived,
// for `durationS`. Requests are built before the clock starts and answers are read with a minimal HTTP/1.1 parser
// (the functions always send Content-Length), so the generator costs little next to what it measures. It runs in a
// worker thread so it never shares a thread with the backend (PGlite runs in the bench's own process).
import net from 'node:net';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** POSTs each of `bodies` (strings, or { body, headers } for headers of its own) once to `url`; resolves with
 * { requests, non2xx, errors, latencies (ms), elapsedS, ranOut }. */
export function load({ url, headers, bodies, connections, durationS }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { url, headers, bodies, connections, durationS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function requestBuffer(target, headers, body) {
  const bytes = Buffer.from(body);
  const lines = [`POST ${target.pathname} HTTP/1.1`, `Host: ${target.host}`, 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${bytes.length}`, '', '');
  return Buffer.concat([Buffer.from(lines.join('\r\n')), bytes]);
}

/** One keep-alive connection: resolves with each answer's status code. Deno's server closes the connection after
 * answering a request whose body is larger than about 500 bytes (a long message), so a `connection: close` answer
 * opens a new socket for the next request, as a browser does. */
function connection(target) {
  let socket;
  let buffered = Buffer.alloc(0);
  let waiting = null;
  let closing = false;
  const open = () => {
    socket = net.connect(Number(target.port), target.hostname);
    socket.setNoDelay(true);
    socket.on('data', onData);
    socket.on('error', (error) => waiting?.reject(error));
    buffered = Buffer.alloc(0);
    closing = false;
  };
  function onData(chunk) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0 || !waiting) return;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffered.length < headEnd + 4 + length) return;
    buffered = buffered.subarray(headEnd + 4 + length);
    closing = /\r\nconnection:\s*close/i.test(head);
    const done = waiting;
    waiting = null;
    done.resolve(Number(head.slice(9, 12)));
  }
  open();
  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        if (closing) {
          socket.destroy();
          open();
        }
        waiting = { resolve, reject };
        socket.write(request);
      }),
    close: () => socket.destroy(),
  };
}

if (!isMainThread) {
  const { url, headers, bodies, connections, durationS } = workerData;
  const target = new URL(url);
  const requests = bodies.map((item) =>
    typeof item === 'string'
      ? requestBuffer(target, headers, item)
      : requestBuffer(target, { ...headers, ...item.headers }, item.body),
  );
  const latencies = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + durationS * 1000;
  const loop = async () => {
    const conn = connection(target);
    while (performance.now() < end && next < requests.length) {
      const request = requests[next++];
      const sent = performance.now();
      try {
        const status = await conn.send(request);
        if (status < 200 || status >= 300) non2xx++;
      } catch {
        errors++;
        break;
      }
      latencies.push(performance.now() - sent);
    }
    conn.close();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsedS = (performance.now() - start) / 1000;
  parentPort.postMessage({
    requests: latencies.length,
    non2xx,
    errors,
    latencies,
    elapsedS,
    ranOut: next >= requests.length,
  });
}
