// A Postgres wire-protocol server over one PGlite instance, built on pglite-socket's connection handler.
// PGlite is a single session, so pglite-socket's default queue interleaves the extended-protocol messages of
// concurrent clients (one client's Parse can replace another's unnamed statement between its Parse and Bind).
// This queue gives one client the session from its first message up to Sync/Query, and for a whole transaction.
import { createServer } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const PASSWORD = 0x70; // 'p'
const PROTOCOL_3 = 196608;

/** The documented password of the local database (postgres://postgres:postgres@127.0.0.1:54322/postgres). */
export const LOCAL_DB_PASSWORD = 'postgres';

const backendMessage = (type, body) => {
  const out = Buffer.alloc(5 + body.length);
  out[0] = type.charCodeAt(0);
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return new Uint8Array(out);
};
const cleartextPasswordRequest = () => backendMessage('R', Buffer.from([0, 0, 0, 3]));
const authFailed = () =>
  backendMessage('E', Buffer.from('SFATAL\0C28P01\0Mpassword authentication failed for user "postgres"\0\0', 'latin1'));

/** StartupMessage, SSLRequest and CancelRequest carry no type byte: length, then a code. */
const isUntyped = (m) => m.length >= 8 && new DataView(m.buffer, m.byteOffset, m.byteLength).getInt32(0) === m.length;

class SessionQueue {
  owner = null;
  waiters = [];
  /** Per client: its startup message while the password is awaited, or 'refused'; absent once authenticated. */
  pending = new Map();

  constructor(db, password) {
    this.db = db;
    this.password = password;
  }

  /** PGlite itself trusts every client: the password exchange happens here, before the startup reaches it. Returns
   * the message PGlite should run now (the held startup once the password is right), or null. */
  authenticate(id, message, onData) {
    const held = this.pending.get(id);
    if (held === 'refused') return null;
    if (held === undefined && isUntyped(message)) {
      const code = new DataView(message.buffer, message.byteOffset, message.byteLength).getInt32(4);
      if (code !== PROTOCOL_3) return message;
      this.pending.set(id, message);
      onData(cleartextPasswordRequest());
      return null;
    }
    if (held === undefined) return message;
    const password =
      message[0] === PASSWORD ? Buffer.from(message.subarray(5)).toString('utf8').replace(/\0$/, '') : null;
    if (password !== this.password) {
      this.pending.set(id, 'refused');
      onData(authFailed());
      return null;
    }
    this.pending.delete(id);
    return held;
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
    message = this.authenticate(id, message, onData);
    if (message === null) return 0;
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
export async function startPgliteServer({
  db,
  host = '127.0.0.1',
  port = 5432,
  maxConnections = 16,
  password = LOCAL_DB_PASSWORD,
}) {
  await db.waitReady;
  const queue = new SessionQueue(db, password);
  const handlers = new Set();
  const server = createServer((socket) => {
    if (handlers.size >= maxConnections) {
      socket.end();
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => {
      handlers.delete(handler);
      queue.pending.delete(handler.id);
    };
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
