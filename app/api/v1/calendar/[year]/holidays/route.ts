import { CSV_CONTENT_TYPE, csvFilename, toCsv } from '@/lib/api/csv';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson, apiText } from '@/lib/api/http';
import { parseQuery } from '@/lib/api/query';
import { BS_MAX_YEAR, BS_MIN_YEAR, formatIsoDate, WEEKDAYS } from '@/lib/bs';
import { parseBsYearParam } from '@/lib/calendar/params';
import { yearHolidays } from '@/lib/calendar/year-holidays';

type Context = { params: Promise<{ year: string }> };

const endpoint = ENDPOINTS.getYearHolidays;

const CSV_HEADER = [
  'bs_start',
  'bs_end',
  'ad_start',
  'ad_end',
  'weekday',
  'name',
  'name_ne',
  'days',
  'holiday_for',
  'source',
] as const;

// GET /api/v1/calendar/{year}/holidays – the year's holidays table, as JSON or CSV
export async function GET(request: Request, { params }: Context) {
  const { year: param } = await params;
  const query = parseQuery(endpoint.query, request.url);
  if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
  const year = parseBsYearParam(param);
  if (year === null) {
    return apiError(
      endpoint,
      404,
      'not_found',
      `No BS year '${param}': the calendar covers ${BS_MIN_YEAR}–${BS_MAX_YEAR} BS.`,
    );
  }
  const { list, rows } = yearHolidays(year);
  if (query.data.format === 'json') return apiJson(endpoint, { year, list, rows });
  const csvRows = rows.map((row) => [
    formatIsoDate(row.start.bs),
    formatIsoDate(row.end.bs),
    row.start.ad,
    row.end.ad,
    WEEKDAYS[row.weekday]!.name,
    row.name,
    row.nameNe,
    row.days,
    row.holidayFor.join(' '),
    row.source,
  ]);
  return apiText(
    endpoint,
    toCsv(CSV_HEADER, csvRows),
    CSV_CONTENT_TYPE,
    csvFilename('nepal-public-holidays', String(year)),
  );
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
