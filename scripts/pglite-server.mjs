// A Postgres wire-protocol server over one PGlite instance, built on pglite-socket's connection handler.
// PGlite is a single session, so pglite-socket's default queue interleaves the extended-protocol messages of
// concurrent clients (one client's Parse can replace another's unnamed statement between its Parse and Bind).
// This queue gives one client the session from its first message up to Sync/Query, and for a whole transaction.
import { createServer } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/** StartupMessage, SSLRequest and CancelRequest carry no type byte: length, then a code. */
const isUntyped = (m) => m.length >= 8 && new DataView(m.buffer, m.byteOffset, m.byteLength).getInt32(0) === m.length;

class SessionQueue {
  owner = null;
  waiters = [];

  constructor(db) {
    this.db = db;
  }

  async acquire(id) {
    while (this.owner !== null && this.owner !== id) await new Promise((resolve) => this.waiters.push(resolve));
    this.owner = id;
  }

  release(id) {
    if (this.owner !== id) return;
    this.owner = null;
    for (const wake of this.waiters.splice(0)) wake();
  }

  async enqueue(id, message, onData) {
    await this.acquire(id);
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (data) => {
            bytes += data.length;
            onData(data);
          },
        }),
      );
    } finally {
      const type = isUntyped(message) ? null : message[0];
      const boundary = type === null || type === SYNC || type === QUERY || type === TERMINATE;
      if (boundary && !this.db.isInTransaction()) this.release(id);
    }
    return bytes;
  }

  getQueueLength() {
    return this.waiters.length;
  }

  clearQueueForHandler() {}

  /** A client that disconnects mid-transaction must not leave the single session inside it. */
  async clearTransactionIfNeeded(id) {
    if (this.owner !== id) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.release(id);
  }
}

/** Listens on host:port (0 picks a free port) and resolves to { port, stop() }. */
export async function startPgliteServer({ db, host = '127.0.0.1', port = 5432, maxConnections = 16 }) {
  await db.waitReady;
  const queue = new SessionQueue(db);
  const handlers = new Set();
  const server = createServer((socket) => {
    if (handlers.size >= maxConnections) {
      socket.end();
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: server.address().port,
    async stop() {
      await Promise.all([...handlers].map((h) => h.detach(true)));
      handlers.clear();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
