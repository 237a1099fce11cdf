import 'server-only';
import { isFallbackWorthy, SourceError } from '../errors';
import { parseJsonBody, type Fetcher } from '../http';
import type { SourceResult, VegetableDay } from '../types';
import { parseDailyPricesJson } from './parse-json';
import { parsePricePage, type ParsedPricePage } from './parse-html';
import { pairRows } from './rows';
import { validateVegetableDay } from './validate';

export { parseDailyPricesJson } from './parse-json';
export { parsePricePage, readHeadingDate } from './parse-html';
export { pairRows } from './rows';
export { fetchPastVegetableDay, openPriceSession, type PriceSession } from './past-day';
export { normalizeUnit } from './units';
export { validateVegetableDay } from './validate';

export interface VegetableFetchContext {
  fetcher: Fetcher;
  /** `KALIMATI_BASE`, e.g. https://kalimatimarket.gov.np */
  base: string;
  now: Date;
  latestStored: string | null;
  /** Loads the stored market day before `date`, for the jump rule. */
  previousDay: (date: string) => Promise<VegetableDay | null>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

async function fromJson(
  ctx: VegetableFetchContext,
): Promise<{ day: VegetableDay; warnings: string[] }> {
  const ne = parseDailyPricesJson(
    parseJsonBody(await ctx.fetcher.text(`${ctx.base}/api/daily-prices/np`)),
    'np',
  );
  let en: ReturnType<typeof parseDailyPricesJson> | null = null;
  const warnings: string[] = [];
  try {
    en = parseDailyPricesJson(
      parseJsonBody(await ctx.fetcher.text(`${ctx.base}/api/daily-prices/en`)),
      'en',
    );
    if (en.date !== ne.date) {
      warnings.push(
        `English list is for ${en.date}, Nepali for ${ne.date}; English names not updated`,
      );
      en = null;
    }
  } catch (error) {
    // English names are a nicety: the Nepali list alone is a complete day.
    warnings.push(`English list unavailable: ${message(error)}`);
  }
  const paired = pairRows(ne.rows, en?.rows ?? null);
  return { day: { date: ne.date, rows: paired.rows }, warnings: [...warnings, ...paired.warnings] };
}

/** Keeps Laravel's session cookies between the language switch and the page. */
function cookiesFrom(headers: Headers, jar: Map<string, string>): void {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

async function pageIn(
  ctx: VegetableFetchContext,
  lang: 'en' | 'np',
  jar: Map<string, string>,
): Promise<ParsedPricePage> {
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  // The language lives in the session, so switch it (keeping the redirect's cookies), then read.
  const switched = await ctx.fetcher.text(`${ctx.base}/lang/${lang}`, {
    redirect: 'manual',
    headers: jar.size ? { Cookie: cookie() } : {},
  });
  cookiesFrom(switched.headers, jar);
  const page = await ctx.fetcher.text(`${ctx.base}/price`, {
    headers: jar.size ? { Cookie: cookie() } : {},
  });
  cookiesFrom(page.headers, jar);
  return parsePricePage(page.body);
}

async function fromHtml(
  ctx: VegetableFetchContext,
): Promise<{ day: VegetableDay; warnings: string[] }> {
  const jar = new Map<string, string>();
  const en = await pageIn(ctx, 'en', jar);
  const ne = await pageIn(ctx, 'np', jar);
  if (ne.lang !== 'ne') throw new SourceError('format', 'Kalimati /price did not switch to Nepali');
  // The Nepali heading prints a BS date; the English one an AD date ("October 19, 2025 A.D.").
  const date = en.date ?? ne.date;
  if (!date)
    throw new SourceError(
      'format',
      `Kalimati /price heading has no AD date ("${en.dateText ?? ne.dateText ?? ''}")`,
    );
  if (en.date && ne.date && en.date !== ne.date)
    throw new SourceError(
      'format',
      `Kalimati /price pages disagree on the date (${en.date} vs ${ne.date})`,
    );
  const paired = pairRows(ne.rows, en.lang === 'en' ? en.rows : null);
  return { day: { date, rows: paired.rows }, warnings: paired.warnings };
}

/** Kalimati's latest wholesale prices: the JSON lists, else the `/price` HTML table. */
export async function fetchVegetables(
  ctx: VegetableFetchContext,
): Promise<SourceResult<VegetableDay>> {
  let got: { day: VegetableDay; warnings: string[] };
  let via = 'json';
  try {
    got = await fromJson(ctx);
  } catch (primary) {
    if (!isFallbackWorthy(primary)) throw primary;
    try {
      got = await fromHtml(ctx);
      via = 'html';
      got.warnings.unshift(`served by the /price HTML fallback (JSON: ${message(primary)})`);
    } catch (fallback) {
      const kind = fallback instanceof SourceError ? fallback.kind : 'fetch';
      throw new SourceError(kind, `${message(primary)}; fallback: ${message(fallback)}`);
    }
  }
  const previous = await ctx.previousDay(got.day.date);
  const checked = validateVegetableDay(got.day, {
    now: ctx.now,
    latestStored: ctx.latestStored,
    previous,
  });
  return { data: checked.day, via, warnings: [...got.warnings, ...checked.warnings] };
}
