import type { z } from 'zod';
import { AD_MAX, AD_MIN, BS_MAX_YEAR, BS_MIN_YEAR, formatIsoDate } from '@/lib/bs';
import { DEFAULT_HISTORY_DAYS } from './date-range';
import {
  CalendarMonth,
  monthPathParams,
  yearHolidaysQuery,
  YearHolidays,
  yearPathParams,
  YearEvents,
} from './schemas/calendar';
import { Conversion, convertQuery } from './schemas/convert';
import { ForexDay, ForexHistory, forexHistoryQuery } from './schemas/forex';
import { HISTORY_NOTE, marketDayQuery } from './schemas/market';
import { FuelHistory, FuelPrices, fuelHistoryQuery } from './schemas/fuel';
import { MetalsDay, MetalsHistory, metalsHistoryQuery } from './schemas/metals';
import { OpenApiDocument } from './schemas/openapi';
import { Panchang, panchangQuery } from './schemas/panchang';
import { rashifalQuery } from './schemas/rashifal';
import { RashifalAnswer } from './schemas/rashifal-periods';
import { Saait, saaitQuery } from './schemas/saait';
import { SearchResults, searchQuery } from './schemas/search';
import { Sources } from './schemas/sources';
import { Today } from './schemas/today';
import { VegetablesDay, VegetablesHistory, vegetablesHistoryQuery } from './schemas/vegetables';

// The /api/v1 registry, in API Access page order: handlers and the OpenAPI document read it.

export type ApiGroup = 'calendar' | 'market' | 'meta';
/** The error statuses an operation may answer (405 and unknown paths are answered for all). */
export type ErrorStatus = 400 | 404 | 503;

export interface EndpointDefinition {
  /** OpenAPI path template, e.g. `/api/v1/calendar/{year}/{month}`. */
  path: string;
  group: ApiGroup;
  summary: string;
  description: string;
  /** The query string's zod schema; every field carries a description. */
  query?: z.ZodType;
  /** The path parameters as a zod object, for the document (the handlers parse them). */
  pathParams?: z.ZodObject;
  /** The 200 JSON body (a schema with an id), and/or CSV or iCalendar text. */
  response?: z.ZodType;
  csv?: true;
  calendar?: 'download' | 'feed';
  errors: readonly ErrorStatus[];
  /** Shared-cache lifetime of a 200 (`s-maxage`), seconds; browsers keep a tenth of it. */
  sMaxAge: number;
  /** A request that answers on any install (a market endpoint once its source is ingested). */
  example: string;
}

const AD_RANGE = `${formatIsoDate(AD_MIN)} to ${formatIsoDate(AD_MAX)}`;
export const BS_RANGE = `${BS_MIN_YEAR}–${BS_MAX_YEAR} BS (AD ${AD_RANGE})`;
const MARKET_ERRORS = [400, 404, 503] as const;

/** Keeps each entry's literal types (its schemas and error list) for the handlers. */
const defineEndpoints = <const T extends Record<string, EndpointDefinition>>(endpoints: T): T =>
  endpoints;

export const ENDPOINTS = defineEndpoints({
  convertDate: {
    path: '/api/v1/convert',
    group: 'calendar',
    summary: 'Convert a date between BS and AD',
    description: `One date in both calendars, with weekday and the year's confidence. Supported: ${BS_RANGE}. A date that is not YYYY-MM-DD or does not exist is 400 invalid_date; a real one outside the range is 400 out_of_range.`,
    query: convertQuery,
    response: Conversion,
    errors: [400],
    sMaxAge: 86_400,
    example: '/api/v1/convert?from=bs&date=2081-06-17',
  },
  getToday: {
    path: '/api/v1/today',
    group: 'calendar',
    summary: "Today's date in Nepal in both calendars",
    description:
      'Today in Asia/Kathmandu (UTC+05:45) as BS and AD, with weekday, tithi, nakshatra, sunrise, sunset, events and holiday status.',
    response: Today,
    errors: [],
    // Short: the answer changes at midnight Nepal time.
    sMaxAge: 60,
    example: '/api/v1/today',
  },
  getPanchang: {
    path: '/api/v1/panchang',
    group: 'calendar',
    summary: 'The panchang of a day',
    description: `Tithi (with its start and end), paksha, lunar month (adhik too), nakshatra, yoga, karana, Moon and Sun signs, Nepal Sambat, sunrise and sunset at Kathmandu, by the Surya Siddhanta as Nepal's almanacs compute them. Days AD ${AD_RANGE}.`,
    query: panchangQuery,
    response: Panchang,
    errors: [400],
    // A day's panchang is fixed by astronomy.
    sMaxAge: 86_400,
    example: '/api/v1/panchang?date=2024-10-03',
  },
  getRashifal: {
    path: '/api/v1/rashifal',
    group: 'calendar',
    summary: 'The rashifal for the twelve signs: the day, the week, the BS month or the BS year',
    description: `Without \`period\`, the day (\`Rashifal\`): each sign's reading from the Moon's transit (chandra gochara): its house counted to the Moon's Surya Siddhanta sign at Kathmandu sunrise, whether the day is favourable, and our own text in English and Nepali, with the sign's lucky day, number and colour, ruling planet and compatible signs. With \`period=week\` (\`RashifalWeek\`): the Sunday–Saturday week's Moon sign and house per day, chandrashtama and the faster planets' ingresses; \`period=month\` (\`RashifalMonth\`): the BS month's Sun sign and house per sign, the inner planets' ingresses and stations; \`period=year\` (\`RashifalYear\`): the BS year's Jupiter, Saturn, Rahu and Ketu signs with their dates, sade sati and dhaiya per sign. Days AD ${AD_RANGE}; the same date always gives the same reading.`,
    query: rashifalQuery,
    response: RashifalAnswer,
    errors: [400],
    // Short, like today's date: without ?date= the answer changes at midnight Nepal time.
    sMaxAge: 60,
    example: '/api/v1/rashifal?date=2025-05-16',
  },
  getSaait: {
    path: '/api/v1/saait',
    group: 'calendar',
    summary: 'Auspicious days (saait) of a BS year',
    description:
      "The days of a BS year for marriage, bratabandha, pasni, moving in, opening a business or laying a foundation, each with its reasons (nakshatra, tithi, weekday, yoga, karana and every check made), and the stretches closed with why (Chaturmas, Jupiter or Venus combust, an intercalary month, the Sun's sign). Where a press report of the Nepal Panchanga Nirnayak Bikas Samiti's list is held, its days are answered as 'published' with the report; other days are 'computed' by Muhurta Chintamani's conditions over the Surya Siddhanta panchang. basis=computed answers the rules' days everywhere.",
    query: saaitQuery,
    response: Saait,
    errors: [400],
    // Fixed by astronomy and the held reports; a day's work to compute, so cached long.
    sMaxAge: 86_400,
    example: '/api/v1/saait?year=2083&kind=bibaha',
  },
  getCalendarMonth: {
    path: '/api/v1/calendar/{year}/{month}',
    group: 'calendar',
    summary: 'Every day of a BS month',
    description:
      'Each day of the month with its AD date, weekday, tithi, nakshatra, sunrise, sunset, events and holiday status, plus the neighbouring months.',
    pathParams: monthPathParams,
    response: CalendarMonth,
    errors: [404],
    sMaxAge: 86_400,
    example: '/api/v1/calendar/2082/jestha',
  },
  getYearEvents: {
    path: '/api/v1/calendar/{year}/events',
    group: 'calendar',
    summary: 'Festivals and holidays of a BS year',
    description:
      "Every festival, observance and public holiday whose day falls in the BS year, in date order, where the year's holiday list comes from, and an overview: the year's span, its count of holiday days, its highlights and its nationwide holidays by kind.",
    pathParams: yearPathParams,
    response: YearEvents,
    errors: [404],
    sMaxAge: 86_400,
    example: '/api/v1/calendar/2082/events',
  },
  getYearHolidays: {
    path: '/api/v1/calendar/{year}/holidays',
    group: 'calendar',
    summary: 'Public holidays of a BS year',
    description:
      "The year's public holidays as the holidays page lists them, sorted by date: each with its first and last day in both calendars, weekday, number of days (Dashain and Tihar as one run each), who gets the day (everyone, women, a community, a region) and whether the government's published list holds it or the standing rule gives it. format=csv answers the same rows.",
    pathParams: yearPathParams,
    query: yearHolidaysQuery,
    response: YearHolidays,
    csv: true,
    errors: [400, 404],
    sMaxAge: 86_400,
    example: '/api/v1/calendar/2083/holidays',
  },
  getYearCalendarFile: {
    path: '/api/v1/calendar/{year}.ics',
    group: 'calendar',
    summary: 'A BS year as an iCalendar file',
    description:
      "The BS year's festivals and holidays as an iCalendar (RFC 5545) download, for Google Calendar, Apple Calendar or Outlook.",
    pathParams: yearPathParams,
    calendar: 'download',
    errors: [404],
    sMaxAge: 86_400,
    example: '/api/v1/calendar/2082.ics',
  },
  getCalendarFeed: {
    path: '/api/v1/calendar.ics',
    group: 'calendar',
    summary: 'The calendar subscription feed',
    description:
      'Festivals and holidays of the current BS year and the next as iCalendar: subscribe to this URL and the calendar stays a year ahead.',
    calendar: 'feed',
    errors: [],
    sMaxAge: 21_600,
    example: '/api/v1/calendar.ics',
  },
  getForexRates: {
    path: '/api/v1/forex',
    group: 'market',
    summary: "Nepal Rastra Bank's exchange rates for a day",
    description:
      'Buy, sell and mid rates in NPR per `unit` of each currency, as published by Nepal Rastra Bank, in its order.',
    query: marketDayQuery,
    response: ForexDay,
    errors: MARKET_ERRORS,
    sMaxAge: 300,
    example: '/api/v1/forex',
  },
  getForexHistory: {
    path: '/api/v1/forex/history',
    group: 'market',
    summary: "One currency's daily rates over a range",
    description: `Nepal Rastra Bank's daily buy and sell rates of one currency; by default the last ${DEFAULT_HISTORY_DAYS} days. ${HISTORY_NOTE}`,
    query: forexHistoryQuery,
    response: ForexHistory,
    csv: true,
    errors: MARKET_ERRORS,
    sMaxAge: 900,
    example: '/api/v1/forex/history?currency=USD',
  },
  getVegetablePrices: {
    path: '/api/v1/vegetables',
    group: 'market',
    summary: 'Kalimati wholesale prices for a market day',
    description:
      'Minimum, maximum and average wholesale prices in NPR per unit at Kalimati market, with the change of the average since the previous market day.',
    query: marketDayQuery,
    response: VegetablesDay,
    errors: MARKET_ERRORS,
    sMaxAge: 300,
    example: '/api/v1/vegetables',
  },
  getVegetableHistory: {
    path: '/api/v1/vegetables/history',
    group: 'market',
    summary: "One commodity's daily prices over a range",
    description: `Kalimati's daily minimum, maximum and average price of one commodity; by default the last ${DEFAULT_HISTORY_DAYS} days. ${HISTORY_NOTE}`,
    query: vegetablesHistoryQuery,
    response: VegetablesHistory,
    csv: true,
    errors: MARKET_ERRORS,
    sMaxAge: 900,
    example: '/api/v1/vegetables/history?commodity=Potato%20Red',
  },
  getMetalPrices: {
    path: '/api/v1/metals',
    group: 'market',
    summary: 'Gold and silver prices for a day',
    description:
      "FENEGOSIDA's gold (fine, tejabi) and silver prices in NPR per tola and per 10 g, with the change since the previous stored day.",
    query: marketDayQuery,
    response: MetalsDay,
    errors: MARKET_ERRORS,
    sMaxAge: 300,
    example: '/api/v1/metals',
  },
  getMetalHistory: {
    path: '/api/v1/metals/history',
    group: 'market',
    summary: "One metal price's daily history over a range",
    description: `FENEGOSIDA's daily price of one series (metal, grade, unit); by default the last ${DEFAULT_HISTORY_DAYS} days. Silver is only quoted as standard, gold as fine or tejabi. ${HISTORY_NOTE}`,
    query: metalsHistoryQuery,
    response: MetalsHistory,
    csv: true,
    errors: MARKET_ERRORS,
    sMaxAge: 900,
    example: '/api/v1/metals/history?metal=gold',
  },
  getFuelPrices: {
    path: '/api/v1/fuel',
    group: 'market',
    summary: "Today's fuel prices",
    description:
      "Nepal Oil Corporation's newest retail prices (Kathmandu, VAT included): petrol, diesel, kerosene and domestic aviation fuel in NPR per litre, LPG in NPR per 14.2 kg cylinder, international aviation fuel in USD per kilolitre, with the effective date in both calendars and the change since the previous revision.",
    response: FuelPrices,
    errors: [404, 503],
    sMaxAge: 300,
    example: '/api/v1/fuel',
  },
  getFuelHistory: {
    path: '/api/v1/fuel/history',
    group: 'market',
    summary: 'Every fuel price revision',
    description:
      'Every stored Nepal Oil Corporation revision of one product (or all), oldest first; by default the whole archive. A bad product, date or range is 400.',
    query: fuelHistoryQuery,
    response: FuelHistory,
    csv: true,
    errors: [400, 503],
    sMaxAge: 900,
    example: '/api/v1/fuel/history?product=petrol',
  },
  searchSite: {
    path: '/api/v1/search',
    group: 'meta',
    summary: 'Search the site',
    description:
      "What the site's search page shows, as JSON: a date in either calendar and script, a festival or the next public holidays, a Kalimati item, a currency, a rashifal sign or a page, best first, with the day's tithi and events, a festival's days, or today's price or rate as fields. Spellings and typos within one or two letters still match. An empty or unmatched query gives no results and the suggestions; a query over 200 characters, with control characters or with bytes that are no UTF-8 is 400 invalid_query.",
    query: searchQuery,
    response: SearchResults,
    errors: [400],
    // Short: results follow today's date and the newest prices.
    sMaxAge: 60,
    example: '/api/v1/search?q=dashain&locale=en',
  },
  getSources: {
    path: '/api/v1/sources',
    group: 'meta',
    summary: 'Freshness of each market data source',
    description:
      'For Nepal Rastra Bank, Kalimati, FENEGOSIDA and Nepal Oil Corporation (whose date is the day its table last showed the newest revision): the newest stored day, whether it is stale, and the last successful and last attempted ingestion run.',
    response: Sources,
    errors: [503],
    sMaxAge: 60,
    example: '/api/v1/sources',
  },
  getOpenApiDocument: {
    path: '/api/v1/openapi.json',
    group: 'meta',
    summary: 'This API as an OpenAPI 3.1 document',
    description:
      'The machine-readable description of every endpoint, for code generators and API tools.',
    response: OpenApiDocument,
    errors: [],
    sMaxAge: 86_400,
    example: '/api/v1/openapi.json',
  },
});

export type OperationId = keyof typeof ENDPOINTS;

/** The JSON body type of an endpoint: `z.infer` of its response schema. */
export type ResponseBody<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.infer<E['response']>
  : never;
