/**
 * Throughput of lib/panchang: `npx tsx scripts/bench-panchang.ts`. Prints days/s for panchang()
 * over a BS-year-sized span (365 days, cold caches, then a second unseen year) and calls/s for
 * tithiAt and lunarMonthAt. The calendar prerenders every month 1970–2100 BS (~47,800 days).
 */
import { lunarMonthAt, panchang, tithiAt } from '../lib/panchang';
import { DAY_MS } from '../lib/time/civil-date';

function time(label: string, count: number, unit: string, run: () => void): void {
  const start = performance.now();
  run();
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${label}: ${Math.round(count / seconds).toLocaleString('en')} ${unit}/s (${count} in ${seconds.toFixed(3)} s)`,
  );
}

function days(fromUtc: number, count: number): void {
  for (let i = 0; i < count; i += 1) {
    const d = new Date(fromUtc + i * DAY_MS);
    panchang({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  }
}

time('panchang(), BS 2081 (365 days, cold)', 365, 'days', () => days(Date.UTC(2024, 3, 13), 365));
time('panchang(), BS 2091 (365 days)', 365, 'days', () => days(Date.UTC(2034, 3, 14), 365));
time('panchang(), 1913–2044 (every supported day)', 47_849, 'days', () =>
  days(Date.UTC(1913, 3, 13), 47_849),
);

const N = 1_000_000;
const span = Date.UTC(2044, 0, 1) - Date.UTC(1914, 0, 1);
const instants = Array.from(
  { length: N },
  (_, i) => new Date(Date.UTC(1914, 0, 1) + ((i * 7919.123) % 1) * span),
);
let sink = 0;
time('tithiAt()', N, 'calls', () => {
  for (const instant of instants) sink += tithiAt(instant);
});
time('lunarMonthAt()', N, 'calls', () => {
  for (const instant of instants) sink += lunarMonthAt(instant).index;
});
if (sink < 0) console.log(sink); // keeps the loops from being optimised away
