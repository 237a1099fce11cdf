import 'server-only';
import { isIsoDay } from '@/lib/time/civil-date';
import { SourceError } from '../errors';
import { describeIssues } from '../http';
import { toAsciiDigits, cleanText } from '../text';
import { toParsedRow, type ParsedRow } from './rows';
import { dailyPricesSchema } from './schema';

/** Parses `/api/daily-prices/{np,en}`; the market date comes from the payload. */
export function parseDailyPricesJson(
  json: unknown,
  lang: 'np' | 'en',
): { date: string; rows: ParsedRow[] } {
  const parsed = dailyPricesSchema.safeParse(json);
  if (!parsed.success)
    throw new SourceError(
      'format',
      `Kalimati /api/daily-prices/${lang} changed shape: ${describeIssues(parsed.error.issues)}`,
    );
  const { status, date: rawDate, prices } = parsed.data;
  if (status !== undefined && Number(status) !== 200)
    throw new SourceError('format', `Kalimati /api/daily-prices/${lang} answered status ${status}`);
  const date = toAsciiDigits(cleanText(rawDate)).slice(0, 10);
  if (!isIsoDay(date))
    throw new SourceError(
      'format',
      `Kalimati /api/daily-prices/${lang} has a malformed date "${rawDate}"`,
    );
  if (prices.length === 0)
    throw new SourceError(
      'empty',
      `Kalimati /api/daily-prices/${lang} lists no prices for ${date}`,
    );
  const rows = prices.map((p) =>
    toParsedRow(
      {
        name: p.commodityname,
        unit: p.commodityunit ?? '',
        min: p.minprice,
        max: p.maxprice,
        avg: p.avgprice,
      },
      `Kalimati ${lang} ${date}`,
    ),
  );
  return { date, rows };
}
