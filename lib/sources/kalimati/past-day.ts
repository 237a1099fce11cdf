import 'server-only';
import * as cheerio from 'cheerio';
import { adToBs, BS_MONTHS } from '@/lib/bs';
import { SourceError } from '../errors';
import type { Fetcher } from '../http';
import { cleanText, toAsciiDigits } from '../text';
import type { VegetableDay } from '../types';
import { parsePricePage } from './parse-html';
import { pairRows } from './rows';

/** A Laravel session on /price: its cookies and the CSRF token the date form needs. */
export interface PriceSession {
  cookies: Map<string, string>;
  token: string;
}

function keepCookies(headers: Headers, jar: Map<string, string>): void {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Opens a session: GET /price for the cookies and the form's `_token`. One request. */
export async function openPriceSession(fetcher: Fetcher, base: string): Promise<PriceSession> {
  const page = await fetcher.text(`${base}/price`);
  const cookies = new Map<string, string>();
  keepCookies(page.headers, cookies);
  const $ = cheerio.load(page.body);
  const token =
    $('input[name="_token"]').attr('value') ?? $('meta[name="csrf-token"]').attr('content') ?? '';
  if (!token)
    throw new SourceError('format', 'Kalimati /price has no _token to post the date form with');
  return { cookies, token };
}

/** True when a /price heading names `date` (AD on the English page, BS on the Nepali). */
export function headingMatches(heading: string, adDate: string, readAd: string | null): boolean {
  if (readAd) return readAd === adDate;
  const [y, m, d] = adDate.split('-').map(Number) as [number, number, number];
  let bs;
  try {
    bs = adToBs({ year: y, month: m, day: d });
  } catch {
    return false;
  }
  const text = toAsciiDigits(cleanText(heading)).toLowerCase();
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  const month = BS_MONTHS[bs.month - 1];
  const spellings = month ? [month.nameNe, month.name.toLowerCase(), ...month.aliases] : [];
  return (
    numbers.includes(bs.year) && numbers.includes(bs.day) && spellings.some((s) => text.includes(s))
  );
}

/** One past market day from the /price date form, in the session's language. */
export async function fetchPastVegetableDay(
  fetcher: Fetcher,
  base: string,
  session: PriceSession,
  date: string,
): Promise<{ day: VegetableDay | null; warnings: string[] }> {
  const form = new URLSearchParams({ _token: session.token, datePricing: date }).toString();
  const page = await fetcher.text(`${base}/price`, {
    method: 'POST',
    body: form,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(session.cookies.size ? { Cookie: cookieHeader(session.cookies) } : {}),
    },
  });
  keepCookies(page.headers, session.cookies);
  let parsed;
  try {
    parsed = parsePricePage(page.body);
  } catch (error) {
    if (error instanceof SourceError && error.kind === 'empty') return { day: null, warnings: [] };
    throw error;
  }
  if (parsed.lang !== 'ne')
    throw new SourceError('format', `Kalimati /price for ${date} is not in Nepali`);
  if (!parsed.dateText || !headingMatches(parsed.dateText, date, parsed.date)) {
    throw new SourceError(
      'invalid',
      `Kalimati /price for ${date} shows "${parsed.dateText ?? 'no heading'}"`,
    );
  }
  const paired = pairRows(parsed.rows, null);
  return { day: { date, rows: paired.rows }, warnings: paired.warnings };
}
