/** Browser reads of /api/v1 for SWR: paths, answer types (zod types only) and the fetcher. */
import type { SWRConfiguration } from 'swr';
import type { z } from 'zod';
import { BS_MONTHS } from '@/lib/bs/names';
import type { CalendarMonth, YearEvents } from './schemas/calendar';
import { reportSavedCopy } from './saved-copy';
import type { ApiErrorBody } from './schemas/error';

export type CalendarMonthBody = z.infer<typeof CalendarMonth>;
export type YearEventsBody = z.infer<typeof YearEvents>;

/** `GET /api/v1/calendar/{year}/{month}`, the month by its canonical name (one cache key each). */
export const calendarMonthPath = (year: number, month: number): string =>
  `/api/v1/calendar/${year}/${BS_MONTHS[month - 1]!.slug}`;

/** `GET /api/v1/calendar/{year}/events`. */
export const yearEventsPath = (year: number): string => `/api/v1/calendar/${year}/events`;

/** An error answer of the API (its envelope's code and message), or a body that was not one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The fetcher: the JSON body of a 200, else throws `ApiRequestError` (or fetch's own error). */
export async function getApi<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  reportSavedCopy(response);
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  throw new ApiRequestError(
    response.status,
    body?.error?.code ?? 'http_error',
    body?.error?.message ?? `HTTP ${response.status}`,
  );
}

/** A lost connection or a server error may pass; a 4xx answer will not change by asking again. */
function retryable(error: Error): boolean {
  return !(error instanceof ApiRequestError && error.status < 500);
}

/** For answers that never change under their URL: read once, retried with SWR's backoff. */
export const FIXED_DATA: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: retryable,
  errorRetryCount: 3,
};
