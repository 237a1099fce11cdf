// npm run bench:flood — whether one client can take the site away from another (issue 61). A
// reader on 127.0.0.1 loads pages on 10 connections, alone and then while a flood from
// 127.0.0.2 (every 127.x address is this machine) hits the same `npm start` on 200 connections
// with one kind of request at a time. Prints the reader's throughput, p99 and errors beside its
// solo run, and the flood's answers by status. Needs a production build first.
//
// autocannon cannot choose the address it connects from, so both clients are node:http agents
// with `localAddress`, each in its own thread (scripts/flood-client.mjs).
// BENCH_SECONDS, BENCH_FLOOD_CONNECTIONS, BENCH_READER_CONNECTIONS and BENCH_KINDS override the
// defaults; BENCH_TARGET=http://host:port measures a server already running (nginx, say).
import { availableParallelism } from 'node:os';
import { KINDS, runInWorker as client } from './flood-client.mjs';
import { startNextServer } from './next-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 200);
const READER = Number(process.env.BENCH_READER_CONNECTIONS ?? 10);
const kinds = (process.env.BENCH_KINDS ?? Object.keys(KINDS).join(',')).split(',');

let base = process.env.BENCH_TARGET;
let stop = () => {};
if (!base) {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  ({ base, stop } = await startNextServer({
    port,
    readyPath: '/favicon.svg',
    env: process.env.DATABASE_URL ? {} : { DATABASE_URL: 'file:./.bench/site.db' },
  }));
}
const reader = { base, kind: 'reader', connections: READER, localAddress: '127.0.0.1' };
const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
try {
  // Warms every page the reader and the floods load, so the runs measure steady state.
  await client({ ...reader, seconds: 2 });
  const solo = await client({ ...reader, seconds: SECONDS });
  const rows = [];
  for (const kind of kinds) {
    if (!KINDS[kind]) throw new Error(`unknown kind ${kind}: ${Object.keys(KINDS).join(', ')}`);
    const flood = client({
      base,
      kind,
      connections: FLOOD,
      // The flood starts first and ends after the reader, so the reader meets it throughout.
      seconds: SECONDS + 2,
      localAddress: '127.0.0.2',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const read = await client({ ...reader, seconds: SECONDS });
    rows.push({ kind, read, flood: await flood });
    // Lets the server finish the flood's last answers before the next kind.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(
    `bench:flood  reader ${READER} connections from 127.0.0.1 on pages, flood ${FLOOD} ` +
      `connections from 127.0.0.2, ${SECONDS} s each, ${availableParallelism()} CPUs shared`,
  );
  const line = (label, r) =>
    `${label.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(0).padStart(5)} ms  errors ${String(r.errors + r.total - (r.statuses[200] ?? 0)).padStart(5)}`;
  console.log(`${line('reader alone', solo)}`);
  for (const { kind, read, flood } of rows) {
    console.log(
      `${line(kind, read)}  (${((read.rps / solo.rps) * 100).toFixed(0).padStart(3)} % of alone)` +
        `  flood ${flood.rps.toFixed(0).padStart(6)} req/s: ${statusText(flood.statuses)}` +
        `${flood.errors ? ` errors×${flood.errors}` : ''}`,
    );
  }
} finally {
  stop();
}
