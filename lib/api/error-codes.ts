import { MAX_HISTORY_DAYS } from './date-range';
import { supportedRange } from '@/lib/calendar/convert';

/** Every `error.code` an /api answer carries, each with what it means; nothing else is sent. */
export const API_ERROR_CODES = {
  invalid_query:
    'A parameter is missing, has a value it does not take, or is malformed (dates aside)',
  invalid_date:
    'A date parameter is not a date: not YYYY-MM-DD, or a day that does not exist (2025-02-30 AD, 2083-02-33 BS)',
  out_of_range: `A real date or year outside the supported range, ${supportedRange()}`,
  invalid_range: `A history range whose 'from' is after its 'to', or longer than ${MAX_HISTORY_DAYS} days`,
  not_found:
    'No such resource: an unknown path, a calendar year or month outside the range, data not stored',
  method_not_allowed: 'POST, PUT, PATCH or DELETE: the API is read-only',
  rate_limited: 'Too many requests from one address; retry after Retry-After seconds',
  store_unavailable: 'The data store could not be read; retry after Retry-After seconds',
  bad_request: 'The request itself is malformed, such as a broken percent-encoding in the URL',
  unauthorized: 'The internal revalidation hook was called without its secret',
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** The codes of a 400 from parsing the query string. */
export type QueryErrorCode = Extract<
  ApiErrorCode,
  'invalid_query' | 'invalid_date' | 'out_of_range'
>;
