import { NextRequest } from 'next/server';
import { GET } from '@/app/api/v1/convert/route';

const get = async (query: string) => {
  const response = GET(new NextRequest(`http://localhost/api/v1/convert${query}`));
  return { status: response.status, body: await response.json() };
};

describe('GET /api/v1/convert', () => {
  it('converts BS to AD with names, weekday and confidence', async () => {
    // Ghatasthapana 2081 = Thu 3 Oct 2024 (bs-calendar.md §2.1).
    const { status, body } = await get('?from=bs&date=2081-06-17');
    expect(status).toBe(200);
    expect(body).toEqual({
      bs: { year: 2081, month: 6, day: 17, monthName: 'Ashwin', monthNameNe: 'असोज' },
      ad: '2024-10-03',
      weekday: 4,
      weekdayName: 'Thursday',
      weekdayNameNe: 'बिहीबार',
      confidence: 'official',
    });
  });

  it('converts AD to BS', async () => {
    // Kartik 1, 2083 = 18 Oct 2026 (cht-core#11155).
    const { body } = await get('?from=ad&date=2026-10-18');
    expect(body.bs).toMatchObject({ year: 2083, month: 7, day: 1, monthName: 'Kartik' });
  });

  it('marks projected years', async () => {
    const { body } = await get('?from=bs&date=2090-01-01');
    expect(body.confidence).toBe('projected');
  });

  it.each([
    ['', 'invalid_query', "'from'"],
    ['?from=xx&date=2081-01-01', 'invalid_query', "'from' must be 'bs' or 'ad'"],
    ['?from=bs&date=2081/01/01', 'invalid_date', 'YYYY-MM-DD'],
    ['?from=bs&date=2081-13-01', 'invalid_date', 'has no month 13'],
    ['?from=bs&date=2081-01-33', 'invalid_date', 'has no day 33 (the month has 31)'],
    ['?from=bs&date=2200-01-33', 'invalid_date', 'has no day 33 (the month has at most 32)'],
    ['?from=ad&date=2023-02-29', 'invalid_date', 'has no day 29 (the month has 28)'],
  ])('answers %s with 400 and a message', async (query, code, hint) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toContain(hint);
  });

  it('names the supported range for out-of-range dates', async () => {
    for (const query of [
      '?from=bs&date=2101-01-01',
      '?from=bs&date=1969-12-30',
      '?from=ad&date=1900-01-01',
    ]) {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body.error.code).toBe('out_of_range');
      expect(body.error.message).toContain('1970');
      expect(body.error.message).toContain('2100');
    }
  });
});
