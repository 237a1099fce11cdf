// Seeded malformed requests for bench:fuzz: methods, request targets, paths, parameters,
// encodings and headers an attacker or a broken client sends. Deterministic per seed.

/** mulberry32: a tiny seeded PRNG, so a failing case can be replayed from its seed. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'PURGE',
  'MKCOL',
  'LINK',
];

export const ROUTES = [
  '/',
  '/en',
  '/ne',
  '/en/calendar',
  '/ne/calendar',
  '/en/calendar/2083/mangsir',
  '/ne/calendar/2082/baishakh',
  '/en/calendar/2090/3',
  '/en/nepali-date-converter',
  '/ne/api',
  '/forex',
  '/en/forex',
  '/nepalicalendar/2082/jestha',
  '/en/kalimati-vegetable-price',
  '/en/gold-and-silver-in-nepal',
  '/en/foreign-currency-exchange',
  '/en/nepali-rashifal',
  '/api/v1/forex',
  '/api/v1/forex/history',
  '/api/v1/vegetables',
  '/api/v1/vegetables/history',
  '/api/v1/metals',
  '/api/v1/metals/history',
  '/api/v1/convert',
  '/api/v1/panchang',
  '/api/v1/today',
  '/api/v1/sources',
  '/api/v1/calendar/2083',
  '/api/v1/calendar/2083/8',
  '/api/v1/calendar/2083/events',
  '/api/v1/calendar.ics',
  '/api/v1/openapi.json',
  '/favicon.svg',
  '/robots.txt',
];

const JUNK_SEGMENTS = [
  'junk',
  '%00',
  '%ZZ',
  '%',
  '%2',
  '%25ZZ',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%C0%AF',
  '%E0%A4%95',
  'मंसिर',
  '%20',
  '%09',
  '%0A',
  '%0D%0A',
  'a'.repeat(300),
  '9'.repeat(30),
  '-1',
  '0',
  '99999',
  '1e9',
  'NaN',
  'null',
  'undefined',
  '<script>',
  '%3Cscript%3E',
  "'",
  '"',
  '\\',
  ';',
  'index.html',
  'x.txt',
  '.env',
  'wp-admin',
  '_next',
  '%u0041',
];

const PARAMS = [
  'date',
  'from',
  'to',
  'format',
  'year',
  'month',
  'day',
  'bs',
  'ad',
  'type',
  'currency',
  'item',
  'q',
  'locale',
  'limit',
  'page',
  '__proto__',
  'constructor',
  '_rsc',
];

const VALUES = [
  '',
  '2025-05-16',
  '2083-08-01',
  '2025-13-40',
  '9999-99-99',
  '-1',
  '0',
  '1e309',
  'NaN',
  'csv',
  'json',
  'xml',
  '%00',
  '%ZZ',
  'a'.repeat(2000),
  '२०८२-०२-०२',
  'USD',
  'usd',
  '[]',
  '{}',
  'true',
  '%27%20OR%201=1',
  '../../etc/passwd',
];

const HEADER_SETS = [
  {},
  { 'Accept-Language': 'ne-NP,ne;q=0.9' },
  { 'Accept-Language': '*;q=abc,,,;;;' },
  { 'Accept-Language': 'x'.repeat(4000) },
  { Cookie: 'NEXT_LOCALE=xx' },
  { Cookie: 'NEXT_LOCALE=%ZZ; a=b' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-middleware-subrequest': 'src/middleware:middleware:middleware:middleware:middleware' },
  { RSC: '1' },
  { RSC: '1', 'Next-Router-State-Tree': '%7B%22bad' },
  { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
  { 'Next-Action': 'abc123' },
  { Range: 'bytes=0-10,5-2' },
  { 'If-None-Match': '"x"', 'If-Modified-Since': 'garbage' },
  { Accept: 'application/json' },
  { 'Content-Type': 'application/json' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' },
  { 'Sec-Fetch-Dest': 'image' },
];

function pick(rand, list) {
  return list[Math.floor(rand() * list.length)];
}

function mutatePath(rand, path) {
  const segments = path.split('/').filter(Boolean);
  switch (Math.floor(rand() * 8)) {
    case 0: // replace a segment
      if (segments.length)
        segments[Math.floor(rand() * segments.length)] = pick(rand, JUNK_SEGMENTS);
      break;
    case 1: // append junk
      segments.push(pick(rand, JUNK_SEGMENTS));
      break;
    case 2: // suffix a segment with an odd escape
      if (segments.length)
        segments[segments.length - 1] += pick(rand, [
          '%00',
          '%20',
          '%09',
          '%ZZ',
          '%25',
          '.json',
          '.rsc',
        ]);
      break;
    case 3: // doubled or back slashes
      return `/${segments.join(pick(rand, ['//', '/\\', '/./', '/../']))}`;
    case 4: // upper case
      return `/${segments.join('/')}`.toUpperCase();
    case 5: // a long path
      return `/${segments.join('/')}/${pick(rand, JUNK_SEGMENTS).repeat(1 + Math.floor(rand() * 20))}`;
    default:
      break;
  }
  return `/${segments.join('/')}`;
}

function query(rand) {
  if (rand() < 0.4) return '';
  const count = 1 + Math.floor(rand() * 4);
  const pairs = [];
  for (let i = 0; i < count; i += 1) pairs.push(`${pick(rand, PARAMS)}=${pick(rand, VALUES)}`);
  if (rand() < 0.1) pairs.push('format=csv');
  return `?${pairs.join('&')}`;
}

/** `count` requests from `seed`: { method, target, headers, body? } with the raw request target. */
export function fuzzRequests(seed, count) {
  const rand = prng(seed);
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    const method = pick(rand, METHODS);
    let target = mutatePath(rand, pick(rand, ROUTES)) + query(rand);
    const roll = rand();
    if (roll < 0.03) target = '*';
    else if (roll < 0.06) target = `http://evil.example${target}`;
    const headers = { ...pick(rand, HEADER_SETS) };
    const body = ['POST', 'PUT', 'PATCH'].includes(method)
      ? pick(rand, ['{}', '{"a":', 'a=b', ''])
      : undefined;
    requests.push({ method, target, headers, body });
  }
  return requests;
}
