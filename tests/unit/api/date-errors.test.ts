import { NextRequest } from 'next/server';
import { GET as convert } from '@/app/api/v1/convert/route';
import { GET as forexHistory } from '@/app/api/v1/forex/history/route';
import { GET as forex } from '@/app/api/v1/forex/route';
import { GET as fuelHistory } from '@/app/api/v1/fuel/history/route';
import { GET as metalsHistory } from '@/app/api/v1/metals/history/route';
import { GET as metals } from '@/app/api/v1/metals/route';
import { GET as panchang } from '@/app/api/v1/panchang/route';
import { GET as rashifal } from '@/app/api/v1/rashifal/route';
import { GET as saait } from '@/app/api/v1/saait/route';
import { GET as vegetablesHistory } from '@/app/api/v1/vegetables/history/route';
import { GET as vegetables } from '@/app/api/v1/vegetables/route';
import { API_ERROR_CODES } from '@/lib/api/error-codes';
import { ApiError } from '@/lib/api/schemas/error';

/*
 * Issue 58: a date parameter is refused the same way on every endpoint that takes one: one code
 * per kind of mistake, always a 400 in the one envelope, and only codes the vocabulary lists.
 * Every refusal here comes before any store is read, so no store is needed.
 */

type Handler = (request: NextRequest) => Response | Promise<Response>;

/** Each date parameter of each endpoint, with the other parameters it needs to get that far. */
const PARAMETERS: [string, Handler, string, 'ad' | 'bs'][] = [
  ['/api/v1/convert?from=ad', convert, 'date', 'ad'],
  ['/api/v1/convert?from=bs', convert, 'date', 'bs'],
  ['/api/v1/panchang?', panchang, 'date', 'ad'],
  ['/api/v1/rashifal?', rashifal, 'date', 'ad'],
  ['/api/v1/rashifal?period=week', rashifal, 'date', 'ad'],
  ['/api/v1/forex?', forex, 'date', 'ad'],
  ['/api/v1/vegetables?', vegetables, 'date', 'ad'],
  ['/api/v1/metals?', metals, 'date', 'ad'],
  ['/api/v1/forex/history?currency=USD', forexHistory, 'from', 'ad'],
  ['/api/v1/forex/history?currency=USD', forexHistory, 'to', 'ad'],
  ['/api/v1/vegetables/history?commodity=Potato%20Red', vegetablesHistory, 'from', 'ad'],
  ['/api/v1/vegetables/history?commodity=Potato%20Red', vegetablesHistory, 'to', 'ad'],
  ['/api/v1/metals/history?metal=gold', metalsHistory, 'from', 'ad'],
  ['/api/v1/metals/history?metal=gold', metalsHistory, 'to', 'ad'],
  ['/api/v1/fuel/history?product=petrol', fuelHistory, 'from', 'ad'],
  ['/api/v1/fuel/history?product=petrol', fuelHistory, 'to', 'ad'],
];

/** Each kind of mistake, a value of it in either calendar, and the one code it gets. */
const MISTAKES = [
  ['an impossible date', { ad: '2025-02-30', bs: '2083-02-33' }, 'invalid_date'],
  ['a month that does not exist', { ad: '2025-13-01', bs: '2083-13-01' }, 'invalid_date'],
  ['a malformed date', { ad: '2025-2-3', bs: '2083/02/03' }, 'invalid_date'],
  ['a word for a date', { ad: 'today', bs: 'today' }, 'invalid_date'],
  ['a date after the range', { ad: '2044-04-14', bs: '2101-01-01' }, 'out_of_range'],
  ['a date before the range', { ad: '1913-04-12', bs: '1969-12-30' }, 'out_of_range'],
] as const;

const CASES = PARAMETERS.flatMap(([base, handler, name, calendar]) =>
  MISTAKES.map(
    ([kind, values, code]) => [kind, base, name, values[calendar], code, handler] as const,
  ),
);

async function refusal(handler: Handler, url: string) {
  const response = await handler(new NextRequest(`http://localhost${url}`));
  return { status: response.status, body: ApiError.parse(await response.json()) };
}

describe('a date parameter refused on every endpoint that takes one', () => {
  it.each(CASES)('%s on %s (%s=%s) is 400 %s', async (_, base, name, value, code, handler) => {
    const { status, body } = await refusal(handler, `${base}&${name}=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
    expect(Object.keys(API_ERROR_CODES)).toContain(body.error.code);
    expect(body.error.message).toContain(`'${name}'`);
  });

  it('answers the same code for a mistake of one kind, whichever endpoint', async () => {
    const codes = new Map<string, Set<string>>();
    for (const [kind, base, name, value, , handler] of CASES) {
      const { body } = await refusal(handler, `${base}&${name}=${encodeURIComponent(value)}`);
      codes.set(kind, (codes.get(kind) ?? new Set()).add(body.error.code));
    }
    expect([...codes.values()].map((set) => set.size)).toEqual(MISTAKES.map(() => 1));
  });

  it('refuses a BS year outside the range as out_of_range too, and a non-year as a query', async () => {
    for (const year of ['1969', '2101']) {
      const { status, body } = await refusal(saait, `/api/v1/saait?kind=bibaha&year=${year}`);
      expect([status, body.error.code]).toEqual([400, 'out_of_range']);
    }
    const { body } = await refusal(saait, '/api/v1/saait?kind=bibaha&year=abc');
    expect(body.error.code).toBe('invalid_query');
  });

  it('keeps invalid_query for a missing date and for the other parameters', async () => {
    expect((await refusal(panchang, '/api/v1/panchang')).body.error.code).toBe('invalid_query');
    const both = await refusal(forexHistory, '/api/v1/forex/history?currency=US1&from=2025-02-30');
    expect(both.body.error.code).toBe('invalid_query');
    expect(both.body.error.message).toContain("'from' is not a real calendar date");
  });

  it('accepts both ends of the range', async () => {
    for (const url of [
      '/api/v1/convert?from=ad&date=1913-04-13',
      '/api/v1/convert?from=ad&date=2044-04-13',
      '/api/v1/convert?from=bs&date=1970-01-01',
      '/api/v1/convert?from=bs&date=2100-12-31',
    ])
      expect((await convert(new NextRequest(`http://localhost${url}`))).status).toBe(200);
  });
});
