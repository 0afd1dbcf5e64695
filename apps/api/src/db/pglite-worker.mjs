// The embedded database off the main thread: PGlite runs in this worker thread and serves
// the PostgreSQL wire protocol on 127.0.0.1 (an ephemeral port, a per-start random password), so the
// API reaches it with node-postgres exactly as it reaches a real PostgreSQL, and a long query no
// longer blocks the API's event loop. Plain JavaScript: a worker thread gets no TypeScript loader.
//
// PGlite is ONE backend session, so the connections take turns: a connection keeps the session from
// its first message until PGlite answers ReadyForQuery 'idle' after a Sync or a simple Query (the
// end of a statement, or of a whole transaction: BEGIN ... COMMIT runs with no other connection in
// between, like the in-process driver's transaction lock). Waiting connections are served in order.
import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir?: string; password: string; slowQueryMs?: number }} */
const options = workerData;
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const TYPE = { sync: 0x53, query: 0x51, flush: 0x48, copyDone: 0x63, copyFail: 0x66, terminate: 0x58 };
/** Messages after which the client waits for an answer: a batch of messages ends with one of them. */
const ANSWERED = new Set([TYPE.sync, TYPE.query, TYPE.flush, TYPE.copyDone, TYPE.copyFail]);
const SYNC = Buffer.from([TYPE.sync, 0, 0, 0, 4]);
const ROLLBACK = queryMessage('ROLLBACK');

function queryMessage(text) {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head[0] = TYPE.query;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function errorResponse(code, message) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head[0] = 0x45; // 'E'
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** The statement's text, for the slow-query report: a simple Query's, or the first Parse's. */
function statementText(batch) {
  for (let at = 0; at + 5 <= batch.length; at += 1 + batch.readInt32BE(at + 1)) {
    const type = batch[at];
    const end = at + 1 + batch.readInt32BE(at + 1);
    if (type === TYPE.query) return batch.toString('utf8', at + 5, end - 1);
    if (type === 0x50 /* Parse */) {
      const nameEnd = batch.indexOf(0, at + 5);
      return batch.toString('utf8', nameEnd + 1, batch.indexOf(0, nameEnd + 1));
    }
  }
  return '';
}

const db = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  extensions: { pg_trgm },
});

/** @typedef {{ data: Buffer; startup?: boolean }} Batch */
/** @typedef {{ socket: net.Socket; buffer: Buffer; phase: 'startup' | 'password' | 'ready'; startup?: Buffer; batches: Batch[]; closing: boolean; closed: boolean }} Connection */

/** @type {Connection | null} The connection that holds the session. */
let owner = null;
/** @type {Connection[]} */
const waiting = [];
let running = false;
const connections = new Set();

function send(connection, data) {
  if (!connection.closed && connection.socket.writable) connection.socket.write(data);
}

/** Splits the complete messages off the buffer into batches that each end with an answered message. */
function takeMessages(connection) {
  let at = 0;
  let batchStart = 0;
  while (connection.buffer.length - at >= 5) {
    const length = 1 + connection.buffer.readInt32BE(at + 1);
    if (connection.buffer.length - at < length) break;
    const type = connection.buffer[at];
    if (type === TYPE.terminate) {
      if (at > batchStart) connection.batches.push({ data: connection.buffer.subarray(batchStart, at) });
      connection.closing = true;
      connection.buffer = Buffer.alloc(0);
      return;
    }
    at += length;
    if (ANSWERED.has(type)) {
      connection.batches.push({ data: connection.buffer.subarray(batchStart, at) });
      batchStart = at;
    }
  }
  connection.buffer = Buffer.from(connection.buffer.subarray(batchStart));
}

function handleStartup(connection) {
  const { buffer } = connection;
  if (buffer.length < 8) return false;
  const length = buffer.readInt32BE(0);
  if (buffer.length < length) return false;
  const code = buffer.readInt32BE(4);
  connection.buffer = Buffer.from(buffer.subarray(length));
  if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
    send(connection, Buffer.from('N'));
    return true;
  }
  if (code !== PROTOCOL_3) {
    // A CancelRequest (PGlite cannot cancel a running statement) or an unknown protocol.
    connection.socket.destroy();
    return false;
  }
  connection.startup = Buffer.from(buffer.subarray(0, length));
  connection.phase = 'password';
  // AuthenticationCleartextPassword: only this process knows the password (loopback only).
  send(connection, Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
  return true;
}

function handlePassword(connection) {
  const { buffer } = connection;
  if (buffer.length < 5) return false;
  const length = 1 + buffer.readInt32BE(1);
  if (buffer.length < length) return false;
  const given = buffer.subarray(5, length - 1);
  const expected = Buffer.from(options.password);
  connection.buffer = Buffer.from(buffer.subarray(length));
  if (buffer[0] !== 0x70 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    send(connection, errorResponse('28P01', 'password authentication failed'));
    connection.socket.end();
    return false;
  }
  connection.phase = 'ready';
  // PGlite answers the startup packet itself (AuthenticationOk, parameters, ReadyForQuery).
  connection.batches.push({ data: connection.startup, startup: true });
  return true;
}

function onData(connection, data) {
  connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data;
  while (connection.phase === 'startup' && handleStartup(connection));
  if (connection.phase === 'password') handlePassword(connection);
  if (connection.phase === 'ready') takeMessages(connection);
  if (connection.batches.length > 0 || connection.closing) schedule(connection);
}

function schedule(connection) {
  if (owner !== connection && !waiting.includes(connection)) waiting.push(connection);
  void pump();
}

/** Runs the batches in order, one connection at a time; a connection keeps the session while it is not idle. */
async function pump() {
  if (running) return;
  running = true;
  try {
    for (;;) {
      if (owner === null) {
        owner = waiting.shift() ?? null;
        if (owner === null) return;
      }
      const connection = owner;
      const batch = connection.batches.shift();
      if (batch === undefined) {
        if (connection.closing || connection.closed) {
          await release(connection);
          continue;
        }
        // It holds the session (in a transaction, or between a Parse and its Sync): wait for it.
        return;
      }
      const idle = await execute(connection, batch);
      if (idle) {
        owner = null;
        if (connection.batches.length > 0 || connection.closing) waiting.push(connection);
      }
      // PGlite's answer resolves as a microtask: without a turn of the event loop here the sockets
      // are never read while batches are queued, and a connection that just sent a statement (a
      // health check) waits behind every batch queued before it was even read.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    running = false;
  }
}

/** Runs one batch, streams the answer to the client; true when the session is idle afterwards. */
async function execute(connection, { data: batch, startup }) {
  const started = performance.now();
  const tail = Buffer.alloc(6);
  let tailLength = 0;
  try {
    await db.execProtocolRawStream(new Uint8Array(batch.buffer, batch.byteOffset, batch.length), {
      onRawData(chunk) {
        const copy = Buffer.from(chunk);
        send(connection, copy);
        if (copy.length >= 6) {
          copy.copy(tail, 0, copy.length - 6);
          tailLength = 6;
        } else {
          tail.copy(tail, 0, copy.length, 6);
          copy.copy(tail, 6 - copy.length);
          tailLength = Math.min(6, tailLength + copy.length);
        }
      },
    });
  } catch (error) {
    // Not an SQL error (those are answers): PGlite itself failed. Drop the connection, reset the session.
    parentPort?.postMessage({ type: 'connection-error', message: String(error?.stack ?? error) });
    connection.socket.destroy();
    connection.closed = true;
    await resetSession();
    return true;
  }
  const ms = performance.now() - started;
  if (options.slowQueryMs !== undefined && ms >= options.slowQueryMs) {
    parentPort?.postMessage({
      type: 'slow',
      ms,
      sql: startup ? '(startup)' : statementText(batch).slice(0, 2000),
    });
  }
  const last = startup ? TYPE.sync : lastType(batch);
  // ReadyForQuery: 'Z', length 5, status 'I' (idle), 'T' (in a transaction) or 'E' (failed one).
  const readyIdle = tailLength === 6 && tail[0] === 0x5a && tail.readInt32BE(1) === 5 && tail[5] === 0x49;
  return (last === TYPE.sync || last === TYPE.query) && readyIdle;
}

function lastType(batch) {
  let type = -1;
  for (let at = 0; at + 5 <= batch.length; at += 1 + batch.readInt32BE(at + 1)) type = batch[at];
  return type;
}

/** Ends whatever a departed connection left open in the session, so the next one starts clean. */
async function resetSession() {
  try {
    await db.execProtocolRaw(SYNC);
    if (db.isInTransaction()) await db.execProtocolRaw(ROLLBACK);
  } catch (error) {
    parentPort?.postMessage({ type: 'connection-error', message: String(error?.stack ?? error) });
  }
}

async function release(connection) {
  if (owner === connection) {
    owner = null;
    await resetSession();
  }
  if (!connection.closed) connection.socket.end();
  connection.closed = true;
}

function forget(connection) {
  connections.delete(connection);
  if (connection.closed && owner !== connection) return;
  connection.closed = true;
  const index = waiting.indexOf(connection);
  if (index >= 0) waiting.splice(index, 1);
  if (owner === connection) {
    connection.batches = [];
    connection.closing = true;
    void pump();
  }
}

const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  /** @type {Connection} */
  const connection = {
    socket,
    buffer: Buffer.alloc(0),
    phase: 'startup',
    batches: [],
    closing: false,
    closed: false,
  };
  connections.add(connection);
  socket.on('data', (data) => onData(connection, data));
  socket.on('error', () => forget(connection));
  socket.on('close', () => forget(connection));
});

await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => resolve(undefined));
});

parentPort?.on('message', (message) => {
  if (message?.type !== 'close') return;
  void (async () => {
    server.close();
    for (const connection of connections) connection.socket.destroy();
    // Let a statement in progress finish before PGlite closes.
    while (running) await new Promise((resolve) => setTimeout(resolve, 5));
    await db.close();
    parentPort?.postMessage({ type: 'closed' });
  })();
});

parentPort?.postMessage({ type: 'listening', port: /** @type {net.AddressInfo} */ (server.address()).port });
