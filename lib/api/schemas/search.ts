import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { MAX_QUERY_LENGTH } from '@/lib/search/text';
import { BsDate, isoDate } from './common';

/** The locales as a phrase for the 400 message and the docs. */
const LOCALES = new Intl.ListFormat('en', { type: 'disjunction' }).format(routing.locales);

/** Query of `GET /api/v1/search`. Control characters and undecodable bytes are 400 too. */
export const searchQuery = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, {
      message: `'q' is too long: at most ${MAX_QUERY_LENGTH} characters`,
    })
    .optional()
    .describe(
      `What to search for, at most ${MAX_QUERY_LENGTH} characters: a date (BS or AD, in numbers or with a month name, in either script, or today/tomorrow), a festival, a vegetable, a currency, a rashifal sign or a page. Empty gives no results and the suggestions.`,
    ),
  locale: z
    .enum(routing.locales, { message: `'locale' must be ${LOCALES}` })
    .default(routing.defaultLocale)
    .describe(`Language of titles, descriptions and URLs: ${LOCALES}`),
});

export const SearchResultType = z
  .enum(['day', 'month', 'year', 'holidays', 'festival', 'vegetable', 'currency', 'sign', 'page'])
  .meta({ id: 'SearchResultType' });

const SearchDate = z
  .strictObject({
    title: z.string().describe('The event of that day'),
    bs: BsDate,
    ad: isoDate,
    url: z.string().describe("The day's page"),
  })
  .meta({ id: 'SearchDate' });

export const SearchResult = z
  .strictObject({
    type: SearchResultType,
    title: z.string(),
    url: z
      .string()
      .describe(
        'Path of the page that answers it, with its locale, e.g. /en/calendar/2083/mangsir/8',
      ),
    description: z.string(),
    answer: z
      .boolean()
      .describe('True for a result that answers the query outright (at most one, first)'),
    bs: BsDate.optional().describe('day: the date in BS'),
    ad: isoDate.optional().describe('day: the date in AD'),
    tithi: z.string().optional().describe('day: the tithi at sunrise'),
    events: z.array(z.string()).optional().describe("day: the day's festivals and holidays"),
    dates: z
      .array(SearchDate)
      .optional()
      .describe('festival, holidays: the days, in the year asked for or the next occurrence'),
    price: z
      .strictObject({
        min: z.number(),
        max: z.number(),
        avg: z.number(),
        unit: z.string(),
        date: isoDate,
      })
      .optional()
      .describe('vegetable: Kalimati prices in NPR on the newest stored market day'),
    rate: z
      .strictObject({
        code: z.string().length(3),
        unit: z.int().min(1),
        buy: z.number(),
        sell: z.number(),
        date: isoDate,
      })
      .optional()
      .describe("currency: NRB's newest stored rates in NPR per `unit`"),
  })
  .meta({ id: 'SearchResult' });

export const SearchResults = z
  .strictObject({
    query: z.string().describe('The query as read: trimmed, spaces collapsed'),
    locale: z.enum(routing.locales),
    results: z.array(SearchResult).max(10),
    suggestions: z.array(z.string()).describe('Queries to try, for an empty or unmatched query'),
  })
  .meta({ id: 'SearchResults' });

export type SearchResultBody = z.infer<typeof SearchResult>;
export type SearchResultsBody = z.infer<typeof SearchResults>;
