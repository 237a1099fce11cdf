/**
 * The rashifal API over the whole range its document promises (AD_MIN … AD_MAX): every date
 * inside answers 200 with a reading for the twelve signs, for the day and for the week, month and
 * year holding it; every date outside 400 JSON.
 */
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/v1/rashifal/route';
import { Rashifal } from '@/lib/api/schemas/rashifal';
import { RashifalMonth, RashifalWeek, RashifalYear } from '@/lib/api/schemas/rashifal-periods';
import { AD_MAX, AD_MIN } from '@/lib/bs';

const DAY_MS = 86_400_000;
const MIN_UTC = Date.UTC(AD_MIN.year, AD_MIN.month - 1, AD_MIN.day);
const MAX_UTC = Date.UTC(AD_MAX.year, AD_MAX.month - 1, AD_MAX.day);
const DAYS = Math.round((MAX_UTC - MIN_UTC) / DAY_MS);
const iso = (utc: number) => new Date(utc).toISOString().slice(0, 10);
const get = (query: string) => GET(new NextRequest(`http://localhost/api/v1/rashifal${query}`));

/** Any day of the range, with the ends and the pre-1970 stretch drawn more often. */
const inRange = fc.oneof(
  fc.integer({ min: 0, max: DAYS }),
  fc.integer({ min: 0, max: Math.round((Date.UTC(1970, 0, 1) - MIN_UTC) / DAY_MS) }),
  fc.constantFrom(0, 1, DAYS - 1, DAYS),
);
const outside = fc.oneof(
  fc.integer({ min: -40_000, max: -1 }),
  fc.integer({ min: DAYS + 1, max: DAYS + 40_000 }),
);

describe('GET /api/v1/rashifal over the promised range', () => {
  it('states the range as 1913-04-13 … 2044-04-13', () => {
    expect([iso(MIN_UTC), iso(MAX_UTC)]).toEqual(['1913-04-13', '2044-04-13']);
  });

  it('answers every day of the range with a reading', async () => {
    await fc.assert(
      fc.asyncProperty(inRange, async (offset) => {
        const date = iso(MIN_UTC + offset * DAY_MS);
        const response = get(`?date=${date}`);
        expect(response.status).toBe(200);
        const body = await response.json();
        expect(Rashifal.safeParse(body).success).toBe(true);
        expect(body.date).toBe(date);
      }),
      { numRuns: 150 },
    );
  });

  it('answers the first day of every third month from 1913 to 1970 (before the Unix epoch)', async () => {
    for (let year = 1913; year <= 1970; year++) {
      for (let month = year === 1913 ? 5 : 2; month <= 12; month += 3) {
        const date = `${year}-${String(month).padStart(2, '0')}-01`;
        const response = get(`?date=${date}`);
        expect([date, response.status]).toEqual([date, 200]);
      }
    }
  });

  it('refuses every day outside it with a 400 JSON error', async () => {
    await fc.assert(
      fc.asyncProperty(outside, async (offset) => {
        const response = get(`?date=${iso(MIN_UTC + offset * DAY_MS)}`);
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.error.code).toBe('out_of_range');
        expect(body.error.message).toContain('outside the supported range');
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['week', RashifalWeek, 30],
    ['month', RashifalMonth, 15],
    ['year', RashifalYear, 8],
  ] as const)(
    'answers the %s holding any day of the range, both ends included',
    async (period, schema, runs) => {
      await fc.assert(
        fc.asyncProperty(inRange, async (offset) => {
          const date = iso(MIN_UTC + offset * DAY_MS);
          const response = get(`?period=${period}&date=${date}`);
          expect(response.status).toBe(200);
          const body = await response.json();
          expect(schema.safeParse(body).success).toBe(true);
          expect(body.period.from <= date && date <= body.period.to).toBe(true);
        }),
        { numRuns: runs, examples: [[0], [DAYS]] },
      );
      for (const offset of [-1, DAYS + 1]) {
        const response = get(`?period=${period}&date=${iso(MIN_UTC + offset * DAY_MS)}`);
        expect(response.status).toBe(400);
        expect((await response.json()).error.code).toBe('out_of_range');
      }
    },
  );
});
