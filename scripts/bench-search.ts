/**
 * Search latency: `npm run bench:search`. 10,000 queries drawn (seeded) from a list of realistic
 * ones in both scripts, typos included, answered by the search core as the page and the API do
 * (match, resolve, present in the query's language), on an index built from the site's catalogue
 * and the recorded Kalimati and NRB days. Each distinct query runs once first (the festival
 * engine resolves a year's calendar on first use, as the server's warm-up does at start); the
 * cold pass is reported apart. Prints p50, p90, p99 and max, against the 5 ms p99 goal.
 */
import { performance } from 'node:perf_hooks';
import { present, searchTranslator } from '../lib/search/present';
import { buildSiteIndex, runSearch } from '../lib/search/search';
import { fixtureMarket } from '../tests/unit/search/support/market';

const QUERIES = 10_000;
const GOAL_P99_MS = 5;
// The e2e clock's day (2 Jestha 2082 BS): "today", "next holiday" and festivals without a year.
const TODAY = { year: 2025, month: 5, day: 16 };

const REALISTIC = [
  'dashain', 'dasain', 'dashain 2083', 'when is dashain 2083', 'dashami', 'दशैं', 'दशैं कहिले हो',
  'tihar', 'tihar 2083', 'तिहार', 'bhai tika', 'bhaitika', 'भाइटीका', 'laxmi puja', 'chhath',
  'teej', 'तीज', 'holi 2026', 'shivaratri', 'buddha jayanti', 'lhosar', 'christmas 2025',
  'nepali new year 2083', 'नयाँ वर्ष', 'ghatasthapana', 'janai purnima', 'gai jatra',
  'next holiday', 'public holidays 2083', 'अर्को बिदा', 'सार्वजनिक बिदा',
  '8 mangsir 2083', 'mangsir 8 2083', '८ मंसिर २०८३', '2083-08-08', '२०८३-०८-०८', '24 Nov 2026',
  'nov 24', '2026-11-24 in nepali date', 'today', 'tomorrow', 'आज', 'भोलि', 'aaja ko gate',
  'what is today nepali date', 'baisakh 1 2083', 'poush 15', 'mangsir 2083', 'chaitra',
  'tomato', 'tomato price', 'golbheda', 'गोलभेडा', 'गोलभेडाको भाउ', 'potato', 'aalu', 'आलु',
  'onion price', 'pyaj', 'cauli', 'ginger', 'अदुवा', 'banana', 'kagati', 'mushroom', 'garlic',
  'usd', 'dollar', 'dollar rate', 'डलर', 'डलरको दर', 'euro', 'युरो', 'rupiya', 'indian rupee',
  'pound rate', 'yen', 'dubai dirham', 'qatar riyal', 'ringgit', 'korean won',
  'mesh', 'aries', 'मेष', 'kanya', 'कन्या', 'brischik', 'वृश्चिक', 'makar rashi', 'meen',
  'gold price', 'silver', 'सुन चाँदी', 'date converter', 'bs to ad', 'horoscope', 'राशिफल',
  'exchange rate', 'kalimati', 'तरकारी', 'nepali calendar', 'पात्रो', 'api', 'faq',
  // Typos and the unmatched
  'dashian', 'tihaar', 'tomatto', 'golbeda', 'doller', 'eruo', 'bhaitka', 'mangsri 8 2083',
  'horoskope', 'xyzzy', 'qwerty asdf', 'the', '',
]; // prettier-ignore

/** Mulberry32: the same draw on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;

const buildStart = performance.now();
const site = buildSiteIndex(fixtureMarket());
const buildMs = performance.now() - buildStart;
const translators = { en: searchTranslator('en'), ne: searchTranslator('ne') };

function answer(query: string): number {
  const locale = /[\u0900-\u097f]/.test(query) ? 'ne' : 'en';
  const hits = runSearch(site, query, TODAY);
  return hits.map((hit) => present(hit, locale, translators[locale])).length;
}

const cold: number[] = [];
for (const query of REALISTIC) {
  const start = performance.now();
  answer(query);
  cold.push(performance.now() - start);
}

const random = seeded(34);
const times: number[] = [];
let results = 0;
for (let i = 0; i < QUERIES; i += 1) {
  const query = REALISTIC[Math.floor(random() * REALISTIC.length)]!;
  const start = performance.now();
  results += answer(query);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const p99 = percentile(times, 99);

console.log(
  `index: ${site.index.entries.length} entries, ${site.index.vocabulary.length} keys, built in ${ms(buildMs)}`,
);
console.log(`cold pass: ${REALISTIC.length} distinct queries, slowest ${ms(Math.max(...cold))}`);
console.log(`${QUERIES} queries (${results} results):`);
console.log(`  p50 ${ms(percentile(times, 50))}`);
console.log(`  p90 ${ms(percentile(times, 90))}`);
console.log(`  p99 ${ms(p99)}`);
console.log(`  max ${ms(times.at(-1)!)}`);
console.log(`p99 goal ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS ? 'met' : 'MISSED'}`);
