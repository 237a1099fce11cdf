import { z } from 'zod';
import { cacheControl } from '@/lib/api/http';
import { convertQuery } from '@/lib/api/schemas/convert';
import {
  DEFAULT_HISTORY_DAYS,
  forexHistoryQuery,
  marketDayQuery,
  MAX_HISTORY_DAYS,
  metalsHistoryQuery,
  vegetablesHistoryQuery,
} from '@/lib/api/schemas/market';
import { panchangQuery } from '@/lib/api/schemas/panchang';
import {
  AD_MAX,
  AD_MIN,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  formatIsoDate,
  type BsConfidence,
} from '@/lib/bs';
import type { DayStatus } from '@/lib/calendar/month';
import type { Metal, MetalGrade, MetalUnit, RunStatus, VegetableUnit } from '@/lib/db';
import type { FestivalType, yearHolidaySource } from '@/lib/festivals';
import { HOLIDAY_GROUPS } from '@/lib/festivals/types';
import type { Paksha } from '@/lib/panchang';
import { CONTACT_EMAIL } from '@/lib/site';
import type { SourceId } from '@/lib/sources/types';

/*
 * The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json and rendered on the API
 * Access page. Query parameters come from the handlers' own zod schemas; response bodies are
 * written here and checked against real responses by tests/unit/api/openapi.test.ts.
 */

/** A JSON Schema (2020-12) or OpenAPI object: plain data, checked by the tests. */
export type JsonObject = { [key: string]: unknown };

export type ApiGroup = 'calendar' | 'market' | 'meta';
export type ErrorStatus = 400 | 404 | 503;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonObject;
}

export interface ApiEndpoint {
  operationId: string;
  /** OpenAPI path template, e.g. `/api/v1/calendar/{year}/{month}`. */
  path: string;
  group: ApiGroup;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  /** The 200 answer: a JSON body (component schema name), and/or CSV or iCalendar text. */
  ok: { json?: string; csv?: true; calendar?: 'download' | 'feed' };
  errors: ErrorStatus[];
  /** The handler's shared-cache lifetime (`s-maxage`), seconds. */
  sMaxAge: number;
  /** A request that answers on any install (a market endpoint once its source is ingested). */
  example: string;
}

export const API_GROUPS: readonly ApiGroup[] = ['calendar', 'market', 'meta'];

const AD_RANGE = `${formatIsoDate(AD_MIN)} to ${formatIsoDate(AD_MAX)}`;
const BS_RANGE = `${BS_MIN_YEAR}–${BS_MAX_YEAR} BS (AD ${AD_RANGE})`;

// ---- schema helpers ---------------------------------------------------------------------------

const str = (description?: string): JsonObject => ({
  type: 'string',
  ...(description ? { description } : {}),
});
const int = (minimum?: number, maximum?: number): JsonObject => ({
  type: 'integer',
  ...(minimum === undefined ? {} : { minimum }),
  ...(maximum === undefined ? {} : { maximum }),
});
const num: JsonObject = { type: 'number' };
const bool: JsonObject = { type: 'boolean' };
const date: JsonObject = { type: 'string', format: 'date' };
const dateTime: JsonObject = { type: 'string', format: 'date-time' };
const arr = (items: JsonObject): JsonObject => ({ type: 'array', items });
const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: JsonObject): JsonObject =>
  typeof schema.type === 'string'
    ? { ...schema, type: [schema.type, 'null'] }
    : { anyOf: [schema, { type: 'null' }] };
/** An object whose properties are all required except `optional`. */
const obj = (properties: Record<string, JsonObject>, optional: string[] = []): JsonObject => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
/** A string union as a JSON Schema enum; the compiler checks the list names every member. */
const enumOf =
  <T extends string>() =>
  <const A extends readonly T[]>(
    values: A &
      ([Exclude<T, A[number]>] extends [never] ? unknown : { missing: Exclude<T, A[number]> }),
  ) => ({
    type: 'string',
    enum: [...values],
  });

// ---- response bodies --------------------------------------------------------------------------

const bsDate = { year: int(BS_MIN_YEAR, BS_MAX_YEAR), month: int(1, 12), day: int(1, 32) };
const names = { name: str('English name'), nameNe: str('Nepali name (Devanagari)') };
const dayCore = {
  weekday: ref('Weekday'),
  tithi: ref('DayTithi'),
  nakshatra: ref('NamedIndex'),
  sunrise: { ...dateTime, description: 'Apparent sunrise at Kathmandu, ISO 8601 with +05:45' },
  sunset: { ...dateTime, description: 'Apparent sunset at Kathmandu, ISO 8601 with +05:45' },
  events: arr(ref('CalendarEvent')),
  isHoliday: {
    ...bool,
    description: 'A national public holiday (regional and group holidays are in `events`)',
  },
  status: ref('DayStatus'),
};
const marketDay = {
  source: ref('Attribution'),
  fetchedAt: { ...dateTime, description: 'When we stored the figures (UTC)' },
  stale: {
    ...bool,
    description: 'True when the publisher should have a newer day by now than the newest we store',
  },
};
const range = { from: date, to: date };

const SCHEMAS: Record<string, JsonObject> = {
  Error: obj({
    error: obj({
      code: {
        ...str('Machine-readable reason'),
        examples: [
          'invalid_query',
          'invalid_date',
          'out_of_range',
          'invalid_range',
          'not_found',
          'store_unavailable',
          'bad_request',
        ],
      },
      message: str('What was wrong, in English'),
    }),
  }),
  Confidence: {
    ...enumOf<BsConfidence>()(['historical', 'official', 'projected']),
    description:
      "How far the BS year's month lengths can be trusted: official (approved almanac), historical (before 2000 BS, reconstructed tables), projected (no almanac yet; may change)",
  },
  Weekday: { ...int(0, 6), description: '0 = Sunday … 6 = Saturday' },
  BsDate: obj(bsDate),
  NamedBsDate: obj({ ...bsDate, monthName: str(), monthNameNe: str() }),
  NamedIndex: obj({ index: int(1), ...names }),
  Paksha: enumOf<Paksha>()(['shukla', 'krishna']),
  Conversion: obj({
    bs: ref('NamedBsDate'),
    ad: date,
    weekday: ref('Weekday'),
    weekdayName: str(),
    weekdayNameNe: str(),
    confidence: ref('Confidence'),
  }),
  Tithi: obj({
    index: {
      ...int(1, 30),
      description: '1–15 Shukla Pratipada … Purnima, 16–30 Krishna Pratipada … Aunsi',
    },
    ...names,
    paksha: ref('Paksha'),
    pakshaName: str(),
    pakshaNameNe: str(),
    startsAt: dateTime,
    endsAt: dateTime,
  }),
  Panchang: obj({
    date,
    sunrise: dateTime,
    sunset: dateTime,
    tithi: { ...ref('Tithi'), description: 'The tithi prevailing at sunrise: the day’s tithi' },
    tithisInDay: {
      ...arr(ref('Tithi')),
      description: 'Every tithi holding between this sunrise and the next, kshaya tithis included',
    },
    lunarMonth: obj({ index: int(1, 12), ...names, adhik: bool }),
    nakshatra: obj({ index: int(1, 27), ...names, endsAt: dateTime }),
    yoga: ref('NamedIndex'),
    karana: ref('NamedIndex'),
    moonRashi: ref('NamedIndex'),
    sunRashi: ref('NamedIndex'),
    nepalSambat: obj({
      year: int(),
      lunarMonth: obj(names),
      paksha: ref('Paksha'),
      tithi: { ...int(1, 15), description: '1–15 within the paksha (Krishna 15 = Aunsi)' },
    }),
    method: obj({
      tithi: str(),
      sunrise: str(),
      location: obj({ name: str(), latitude: num, longitude: num }),
    }),
  }),
  DayTithi: obj({ index: int(1, 30), ...names, paksha: ref('Paksha') }),
  EventType: enumOf<FestivalType>()([
    'national',
    'religious',
    'cultural',
    'international',
    'community',
  ]),
  HolidayGroup: {
    type: 'string',
    enum: [...HOLIDAY_GROUPS],
    description: "'national' is a public holiday for everyone",
  },
  DayStatus: enumOf<DayStatus>()(['public-holiday', 'weekend', 'working-day']),
  CalendarEvent: obj(
    {
      id: str(),
      title: str(),
      titleNe: str(),
      type: ref('EventType'),
      isHoliday: { ...bool, description: 'A holiday for anyone: the nation, a region or a group' },
      holidayFor: arr(ref('HolidayGroup')),
    },
    ['holidayFor'],
  ),
  CalendarDay: obj({ bs: ref('BsDate'), ad: date, ...dayCore }),
  MonthRef: obj({ year: int(BS_MIN_YEAR, BS_MAX_YEAR), month: int(1, 12), slug: str() }),
  CalendarMonth: obj({
    year: int(BS_MIN_YEAR, BS_MAX_YEAR),
    month: int(1, 12),
    slug: str('Canonical English month name, e.g. jestha'),
    monthName: str(),
    monthNameNe: str(),
    confidence: ref('Confidence'),
    leadingBlanks: { ...int(0, 6), description: 'Blank cells before day 1 in a Sunday-first week' },
    days: arr(ref('CalendarDay')),
    prev: nullable(ref('MonthRef')),
    next: nullable(ref('MonthRef')),
  }),
  Today: obj({
    ad: date,
    bs: ref('NamedBsDate'),
    ...dayCore,
    weekdayName: str(),
    weekdayNameNe: str(),
  }),
  YearEvent: obj(
    {
      id: str(),
      title: str(),
      titleNe: str(),
      type: ref('EventType'),
      description: str(),
      descriptionNe: str(),
      bs: ref('BsDate'),
      ad: date,
      tithi: { ...ref('DayTithi'), description: 'The tithi prevailing at sunrise: the day’s tithi' },
      isHoliday: bool,
      holidayFor: arr(ref('HolidayGroup')),
      source: {
        ...enumOf<'rule' | 'official'>()(['rule', 'official']),
        description: "'official' when an official list fixed the date or holiday status",
      },
      festivalYear: { ...int(), description: 'The festival cycle the day belongs to' },
      spanIndex: { ...int(1), description: '1-based day within a multi-day event' },
      spanLength: int(2),
    },
    ['holidayFor', 'spanIndex', 'spanLength'],
  ),
  YearEvents: obj({
    year: int(BS_MIN_YEAR, BS_MAX_YEAR),
    confidence: ref('Confidence'),
    holidays: {
      ...enumOf<ReturnType<typeof yearHolidaySource>>()(['official', 'partial', 'computed']),
      description:
        "Where the year's holidays come from: a complete official list, a partial one, or the rules alone",
    },
    events: arr(ref('YearEvent')),
  }),
  Attribution: obj({ name: str('The publisher'), url: { type: 'string', format: 'uri' } }),
  ForexDay: obj({
    date,
    ...marketDay,
    publishedOn: nullable(str("NRB's publication time, Nepal time 'YYYY-MM-DD HH:MM:SS'")),
    modifiedOn: nullable(str("NRB's last modification, Nepal time 'YYYY-MM-DD HH:MM:SS'")),
    rates: arr(
      obj({
        currency: str('ISO 4217 code'),
        name: str(),
        unit: { ...int(1), description: 'Prices are NPR per this many units (JPY 10, INR 100)' },
        buy: num,
        sell: num,
        mid: { ...num, description: '(buy + sell) / 2, to 3 decimals' },
      }),
    ),
  }),
  ForexHistory: obj({
    currency: str(),
    name: str(),
    unit: int(1),
    points: arr(obj({ date, buy: num, sell: num })),
    ...range,
  }),
  VegetableUnit: enumOf<VegetableUnit>()(['kg', 'dozen', 'piece', 'other']),
  VegetablesDay: obj({
    date,
    previousDate: nullable(date),
    ...marketDay,
    items: arr(
      obj({
        name: str('English name, or the Nepali one when Kalimati gives none'),
        nameNe: str(),
        unit: ref('VegetableUnit'),
        unitLabel: str('The unit as Kalimati writes it'),
        min: num,
        max: num,
        avg: num,
        change: {
          ...nullable(num),
          description:
            'avg minus the previous market day’s avg; null when that day lacked the item',
        },
      }),
    ),
  }),
  VegetablesHistory: obj({
    name: str(),
    nameNe: str(),
    unit: ref('VegetableUnit'),
    points: arr(obj({ date, min: num, max: num, avg: num })),
    ...range,
  }),
  Metal: enumOf<Metal>()(['gold', 'silver']),
  MetalGrade: enumOf<MetalGrade>()(['fine', 'tejabi', 'standard']),
  MetalUnit: enumOf<MetalUnit>()(['tola', '10g']),
  MetalsDay: obj({
    date,
    previousDate: nullable(date),
    ...marketDay,
    prices: arr(
      obj({
        metal: ref('Metal'),
        grade: ref('MetalGrade'),
        unit: ref('MetalUnit'),
        price: { ...num, description: 'NPR' },
        change: {
          ...nullable(num),
          description: 'Against the same series on the previous stored day; null when it had none',
        },
      }),
    ),
  }),
  MetalsHistory: obj({
    metal: ref('Metal'),
    grade: ref('MetalGrade'),
    unit: ref('MetalUnit'),
    points: arr(obj({ date, price: num })),
    ...range,
  }),
  IngestRun: obj({
    status: enumOf<RunStatus>()(['running', 'ok', 'failed']),
    startedAt: dateTime,
    finishedAt: nullable(dateTime),
    dataDate: nullable(date),
    rows: nullable(int(0)),
    error: nullable(str()),
    warnings: arr(str()),
  }),
  Sources: obj({
    sources: arr(
      obj({
        id: enumOf<SourceId>()(['forex', 'vegetables', 'metals']),
        name: str(),
        url: { type: 'string', format: 'uri' },
        latestDate: nullable(date),
        expectedDate: {
          ...date,
          description: 'The newest day the publisher should have out by now (Nepal date)',
        },
        stale: bool,
        lastSuccess: nullable(ref('IngestRun')),
        lastAttempt: nullable(ref('IngestRun')),
      }),
    ),
  }),
  OpenApiDocument: {
    type: 'object',
    required: ['openapi', 'info', 'paths'],
    properties: {
      openapi: { const: '3.1.0' },
      info: { type: 'object' },
      servers: { type: 'array' },
      tags: { type: 'array' },
      paths: { type: 'object' },
      components: { type: 'object' },
    },
  },
};

// ---- parameters -------------------------------------------------------------------------------

/**
 * Query parameters of a handler's zod schema, as its parser reads them (defaults and enums
 * included). Every parameter needs a description; `extra` refines what JSON Schema cannot say.
 */
function queryParameters(
  schema: z.ZodType,
  descriptions: Record<string, string>,
  extra: Record<string, JsonObject> = {},
): ApiParameter[] {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  const properties = json.properties ?? {};
  const undocumented = Object.keys(properties).filter((name) => !descriptions[name]);
  const unknown = Object.keys(descriptions).filter((name) => !(name in properties));
  if (undocumented.length || unknown.length) {
    throw new Error(
      `openapi: parameters out of step with the schema: ${[...undocumented, ...unknown].join(', ')}`,
    );
  }
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    description: descriptions[name]!,
    schema: { ...property, ...extra[name] },
  }));
}

const yearParam: ApiParameter = {
  name: 'year',
  in: 'path',
  required: true,
  description: `BS year, ${BS_MIN_YEAR}–${BS_MAX_YEAR}`,
  schema: int(BS_MIN_YEAR, BS_MAX_YEAR),
};

const monthParam: ApiParameter = {
  name: 'month',
  in: 'path',
  required: true,
  description: `BS month: 1–12 or its English name (${BS_MONTHS.map((m) => m.slug).join(', ')}); common spellings such as asar, saun or asoj are accepted`,
  schema: { type: 'string', examples: ['2', 'jestha'] },
};

const historyRange = {
  from: `First day (AD, YYYY-MM-DD); default ${DEFAULT_HISTORY_DAYS - 1} days before 'to'`,
  to: "Last day (AD, YYYY-MM-DD); default today in Nepal, or 'from' when that is later",
  format: 'json, or csv for a spreadsheet download (UTF-8 with BOM)',
};
const dayOfMarket = { date: 'The day (AD, YYYY-MM-DD, Nepal date); default the newest stored day' };
const isoDay = { format: 'date' };

// ---- endpoints --------------------------------------------------------------------------------

const MARKET_ERRORS: ErrorStatus[] = [400, 404, 503];
const HISTORY_NOTE = `At most ${MAX_HISTORY_DAYS} days per request (400 invalid_range beyond).`;

/** Every operation of /api/v1, in the order the API Access page shows them. */
export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'convertDate',
    path: '/api/v1/convert',
    group: 'calendar',
    summary: 'Convert a date between BS and AD',
    description: `One date in both calendars, with weekday and the year's confidence. Supported: ${BS_RANGE}. A well-formed date that does not exist is 400 invalid_date; one outside the range is 400 out_of_range.`,
    parameters: queryParameters(convertQuery, {
      from: "The calendar of 'date': bs (Bikram Sambat) or ad (Gregorian)",
      date: `The date, YYYY-MM-DD, in the 'from' calendar: BS ${BS_MIN_YEAR}–${BS_MAX_YEAR} or AD ${AD_RANGE}`,
    }),
    ok: { json: 'Conversion' },
    errors: [400],
    sMaxAge: 86_400,
    example: '/api/v1/convert?from=bs&date=2081-06-17',
  },
  {
    operationId: 'getToday',
    path: '/api/v1/today',
    group: 'calendar',
    summary: "Today's date in Nepal in both calendars",
    description:
      'Today in Asia/Kathmandu (UTC+05:45) as BS and AD, with weekday, tithi, nakshatra, sunrise, sunset, events and holiday status.',
    parameters: [],
    ok: { json: 'Today' },
    errors: [],
    sMaxAge: 60,
    example: '/api/v1/today',
  },
  {
    operationId: 'getPanchang',
    path: '/api/v1/panchang',
    group: 'calendar',
    summary: 'The panchang of a day',
    description: `Tithi (with its start and end), paksha, lunar month (adhik too), nakshatra, yoga, karana, Moon and Sun signs, Nepal Sambat, sunrise and sunset at Kathmandu, by the Surya Siddhanta as Nepal's almanacs compute them. Days AD ${AD_RANGE}.`,
    parameters: queryParameters(
      panchangQuery,
      { date: `The day (AD, YYYY-MM-DD, Nepal civil date), ${AD_RANGE}` },
      { date: isoDay },
    ),
    ok: { json: 'Panchang' },
    errors: [400],
    sMaxAge: 86_400,
    example: '/api/v1/panchang?date=2024-10-03',
  },
  {
    operationId: 'getCalendarMonth',
    path: '/api/v1/calendar/{year}/{month}',
    group: 'calendar',
    summary: 'Every day of a BS month',
    description:
      'Each day of the month with its AD date, weekday, tithi, nakshatra, sunrise, sunset, events and holiday status, plus the neighbouring months.',
    parameters: [yearParam, monthParam],
    ok: { json: 'CalendarMonth' },
    errors: [404],
    sMaxAge: 86_400,
    example: '/api/v1/calendar/2082/jestha',
  },
  {
    operationId: 'getYearEvents',
    path: '/api/v1/calendar/{year}/events',
    group: 'calendar',
    summary: 'Festivals and holidays of a BS year',
    description:
      "Every festival, observance and public holiday whose day falls in the BS year, in date order, and where the year's holiday list comes from.",
    parameters: [yearParam],
    ok: { json: 'YearEvents' },
    errors: [404],
    sMaxAge: 86_400,
    example: '/api/v1/calendar/2082/events',
  },
  {
    operationId: 'getYearCalendarFile',
    path: '/api/v1/calendar/{year}.ics',
    group: 'calendar',
    summary: 'A BS year as an iCalendar file',
    description:
      "The BS year's festivals and holidays as an iCalendar (RFC 5545) download, for Google Calendar, Apple Calendar or Outlook.",
    parameters: [yearParam],
    ok: { calendar: 'download' },
    errors: [404],
    sMaxAge: 86_400,
    example: '/api/v1/calendar/2082.ics',
  },
  {
    operationId: 'getCalendarFeed',
    path: '/api/v1/calendar.ics',
    group: 'calendar',
    summary: 'The calendar subscription feed',
    description:
      'Festivals and holidays of the current BS year and the next as iCalendar: subscribe to this URL and the calendar stays a year ahead.',
    parameters: [],
    ok: { calendar: 'feed' },
    errors: [],
    sMaxAge: 21_600,
    example: '/api/v1/calendar.ics',
  },
  {
    operationId: 'getForexRates',
    path: '/api/v1/forex',
    group: 'market',
    summary: "Nepal Rastra Bank's exchange rates for a day",
    description:
      'Buy, sell and mid rates in NPR per `unit` of each currency, as published by Nepal Rastra Bank, in its order.',
    parameters: queryParameters(marketDayQuery, dayOfMarket, { date: isoDay }),
    ok: { json: 'ForexDay' },
    errors: MARKET_ERRORS,
    sMaxAge: 300,
    example: '/api/v1/forex',
  },
  {
    operationId: 'getForexHistory',
    path: '/api/v1/forex/history',
    group: 'market',
    summary: "One currency's daily rates over a range",
    description: `Nepal Rastra Bank's daily buy and sell rates of one currency; by default the last ${DEFAULT_HISTORY_DAYS} days. ${HISTORY_NOTE}`,
    parameters: queryParameters(
      forexHistoryQuery,
      { currency: 'ISO 4217 code such as USD (any case)', ...historyRange },
      { currency: { pattern: '^[A-Za-z]{3}$', examples: ['USD'] }, from: isoDay, to: isoDay },
    ),
    ok: { json: 'ForexHistory', csv: true },
    errors: MARKET_ERRORS,
    sMaxAge: 900,
    example: '/api/v1/forex/history?currency=USD',
  },
  {
    operationId: 'getVegetablePrices',
    path: '/api/v1/vegetables',
    group: 'market',
    summary: 'Kalimati wholesale prices for a market day',
    description:
      'Minimum, maximum and average wholesale prices in NPR per unit at Kalimati market, with the change of the average since the previous market day.',
    parameters: queryParameters(marketDayQuery, dayOfMarket, { date: isoDay }),
    ok: { json: 'VegetablesDay' },
    errors: MARKET_ERRORS,
    sMaxAge: 300,
    example: '/api/v1/vegetables',
  },
  {
    operationId: 'getVegetableHistory',
    path: '/api/v1/vegetables/history',
    group: 'market',
    summary: "One commodity's daily prices over a range",
    description: `Kalimati's daily minimum, maximum and average price of one commodity; by default the last ${DEFAULT_HISTORY_DAYS} days. ${HISTORY_NOTE}`,
    parameters: queryParameters(
      vegetablesHistoryQuery,
      {
        commodity: 'English (any case) or Nepali name, as listed by /api/v1/vegetables',
        ...historyRange,
      },
      { commodity: { examples: ['Potato Red', 'आलु रातो'] }, from: isoDay, to: isoDay },
    ),
    ok: { json: 'VegetablesHistory', csv: true },
    errors: MARKET_ERRORS,
    sMaxAge: 900,
    example: '/api/v1/vegetables/history?commodity=Potato%20Red',
  },
  {
    operationId: 'getMetalPrices',
    path: '/api/v1/metals',
    group: 'market',
    summary: 'Gold and silver prices for a day',
    description:
      "FENEGOSIDA's gold (fine, tejabi) and silver prices in NPR per tola and per 10 g, with the change since the previous stored day.",
    parameters: queryParameters(marketDayQuery, dayOfMarket, { date: isoDay }),
    ok: { json: 'MetalsDay' },
    errors: MARKET_ERRORS,
    sMaxAge: 300,
    example: '/api/v1/metals',
  },
  {
    operationId: 'getMetalHistory',
    path: '/api/v1/metals/history',
    group: 'market',
    summary: "One metal price's daily history over a range",
    description: `FENEGOSIDA's daily price of one series (metal, grade, unit); by default the last ${DEFAULT_HISTORY_DAYS} days. Silver is only quoted as standard, gold as fine or tejabi. ${HISTORY_NOTE}`,
    parameters: queryParameters(
      metalsHistoryQuery,
      {
        metal: 'gold or silver',
        grade:
          'fine or tejabi for gold, standard for silver; default fine for gold and standard for silver',
        unit: 'tola (11.66 g) or 10g',
        ...historyRange,
      },
      { from: isoDay, to: isoDay },
    ),
    ok: { json: 'MetalsHistory', csv: true },
    errors: MARKET_ERRORS,
    sMaxAge: 900,
    example: '/api/v1/metals/history?metal=gold',
  },
  {
    operationId: 'getSources',
    path: '/api/v1/sources',
    group: 'meta',
    summary: 'Freshness of each market data source',
    description:
      'For Nepal Rastra Bank, Kalimati and FENEGOSIDA: the newest stored day, whether it is stale, and the last successful and last attempted ingestion run.',
    parameters: [],
    ok: { json: 'Sources' },
    errors: [503],
    sMaxAge: 60,
    example: '/api/v1/sources',
  },
  {
    operationId: 'getOpenApiDocument',
    path: '/api/v1/openapi.json',
    group: 'meta',
    summary: 'This API as an OpenAPI 3.1 document',
    description:
      'The machine-readable description of every endpoint, for code generators and API tools.',
    parameters: [],
    ok: { json: 'OpenApiDocument' },
    errors: [],
    sMaxAge: 86_400,
    example: '/api/v1/openapi.json',
  },
];

// ---- the document -----------------------------------------------------------------------------

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: a missing or malformed parameter, a date that does not exist or is outside the range',
  },
  404: {
    name: 'NotFound',
    description:
      'No such resource: a year or month outside the calendar, or data the store does not hold',
  },
  503: {
    name: 'StoreUnavailable',
    description: 'The data store could not be read; try again shortly',
  },
};

/** The `Cache-Control` of a successful answer, from lib/api/http.ts itself. */
export const cacheControlFor = (sMaxAge: number): string => cacheControl({ sMaxAge });

/** The media types an operation answers with, in the order the document and the page list them. */
export function mediaTypes(ok: ApiEndpoint['ok']): string[] {
  return [
    ...(ok.json ? ['application/json'] : []),
    ...(ok.csv ? ['text/csv'] : []),
    ...(ok.calendar ? ['text/calendar'] : []),
  ];
}

function okResponse(endpoint: ApiEndpoint): JsonObject {
  const { json, csv, calendar } = endpoint.ok;
  const schemas: Record<string, JsonObject> = {
    'application/json': json ? ref(json) : {},
    'text/csv': { type: 'string', description: 'With format=csv: RFC 4180, UTF-8 with BOM, CRLF' },
    'text/calendar': { type: 'string', description: 'iCalendar (RFC 5545)' },
  };
  const content: JsonObject = Object.fromEntries(
    mediaTypes(endpoint.ok).map((type) => [type, { schema: schemas[type] }]),
  );
  const headers: JsonObject = {
    'Cache-Control': {
      description: 'Shared caches keep the answer this long; browsers a tenth of it',
      schema: { type: 'string', examples: [cacheControlFor(endpoint.sMaxAge)] },
    },
    'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  };
  if (csv || calendar === 'download') {
    headers['Content-Disposition'] = {
      description: csv
        ? 'With format=csv: an attachment with a descriptive filename'
        : 'An attachment, nepali-calendar-{year}.ics',
      schema: { type: 'string' },
    };
  }
  return { description: 'OK', headers, content };
}

function operation(endpoint: ApiEndpoint): JsonObject {
  const responses: JsonObject = { '200': okResponse(endpoint) };
  for (const status of endpoint.errors)
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.group],
    summary: endpoint.summary,
    description: `${endpoint.description}\n\nExample: \`GET ${endpoint.example}\``,
    ...(endpoint.parameters.length ? { parameters: endpoint.parameters } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1.0 document of /api/v1 for a server at `serverUrl` (an origin without a trailing
 * slash; paths carry /api/v1). Pure: the same input gives the same document.
 */
export function openApiDocument(serverUrl: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of API_ENDPOINTS) paths[endpoint.path] = { get: operation(endpoint) };
  const responses: JsonObject = {};
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      headers: {
        'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
      },
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nepali Patro Hub API',
      version: '1.0.0',
      description: [
        `Free, read-only JSON API for the Bikram Sambat calendar (${BS_RANGE}), date conversion, the panchang, festivals and holidays, and daily market prices (Nepal Rastra Bank exchange rates, Kalimati vegetable prices, FENEGOSIDA gold and silver prices).`,
        'No key is needed. Every endpoint answers GET (and OPTIONS for CORS preflight) with `Access-Control-Allow-Origin: *` and a `Cache-Control` header; please cache answers rather than polling.',
        'Errors use one envelope, `{ "error": { "code", "message" } }`: 400 for invalid input, 404 for unknown resources, 503 when the data store cannot be read.',
      ].join('\n\n'),
      contact: { email: CONTACT_EMAIL },
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'calendar', description: 'Calendar and dates' },
      { name: 'market', description: 'Market prices, stored daily from their official publishers' },
      { name: 'meta', description: 'About the API and its data' },
    ],
    paths,
    components: {
      schemas: SCHEMAS,
      responses,
      headers: {
        AccessControlAllowOrigin: {
          description: 'CORS is open to every origin',
          schema: { type: 'string', const: '*' },
        },
      },
    },
  };
}
