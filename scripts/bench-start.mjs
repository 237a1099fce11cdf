// npm run bench:start [-- runs]: how long `npm start` takes until /en answers, and the resident
// memory of its whole process tree then and after 200 page requests (median of the runs). With
// BENCH_START_BEFORE="npx tsx server.ts" it runs that command too, alternating, so the two are
// measured under the same load.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const runs = Number(process.argv[2] ?? 3);
const port = 3950;
const base = `http://127.0.0.1:${port}`;

/** Every process whose ancestry reaches `root`, from /proc. */
function tree(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (pid) => pid === root || (parents.has(pid) && pid > 1 && inTree(parents.get(pid)));
  return [...parents.keys()].filter(inTree);
}

function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      kb += Number(line?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function once(command) {
  const started = performance.now();
  const [bin, ...args] = command;
  const child = spawn(bin, [...args, '-p', String(port), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, INGEST_SCHEDULE: 'off' },
  });
  while (!(await answers(`${base}/en`))) await new Promise((r) => setTimeout(r, 25));
  const ready = performance.now() - started;
  const pids = tree(child.pid);
  const idle = rssMb(pids);
  const paths = ['/en', '/ne', '/en/calendar/2083/mangsir', '/en/nepali-date-converter'];
  for (let i = 0; i < 200; i++) await (await fetch(`${base}${paths[i % paths.length]}`)).text();
  const busy = rssMb(tree(child.pid));
  for (const pid of pids.reverse()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  return { ready, processes: pids.length, idle, busy };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const commands = { 'npm start': ['npm', 'start', '--'] };
if (process.env.BENCH_START_BEFORE) commands.before = process.env.BENCH_START_BEFORE.split(' ');
const results = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, command] of Object.entries(commands)) results[name].push(await once(command));
}
for (const [name, list] of Object.entries(results)) {
  console.log(`${name} (${commands[name].join(' ')}), median of ${runs}:`);
  console.log(`  until /en answers  ${median(list.map((r) => r.ready)).toFixed(0)} ms`);
  console.log(`  processes          ${median(list.map((r) => r.processes))}`);
  console.log(`  memory at start    ${median(list.map((r) => r.idle)).toFixed(0)} MB`);
  console.log(`  after 200 requests ${median(list.map((r) => r.busy)).toFixed(0)} MB`);
}
