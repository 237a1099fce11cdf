import { NextRequest } from 'next/server';
import { GET } from '@/app/api/v1/rashifal/route';
import { Rashifal } from '@/lib/api/schemas/rashifal';
import { SIGN_KEYS } from '@/lib/rashifal/signs';

const get = (query: string) => GET(new NextRequest(`http://localhost/api/v1/rashifal${query}`));

describe('GET /api/v1/rashifal', () => {
  afterEach(() => {
    delete process.env.APP_NOW;
  });

  it('answers a date with the Moon sign, almanac and twelve signs in the spec’s order', async () => {
    const response = get('?date=2025-05-16');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const body = await response.json();
    expect(Rashifal.safeParse(body).success).toBe(true);
    expect(body.date).toBe('2025-05-16');
    expect(body.bs).toEqual({ year: 2082, month: 2, day: 2 });
    expect(body.moonSign).toEqual({
      index: 9,
      key: 'sagittarius',
      name: 'Sagittarius',
      nameNe: 'धनु',
    });
    expect(body.tithi).toMatchObject({ name: 'Chaturthi', paksha: 'krishna' });
    expect(body.nakshatra).toMatchObject({ name: 'Mula', nameNe: 'मूल' });
    expect(body.basis).toMatch(/Surya Siddhanta/);
    expect(body.signs.map((s: { key: string }) => s.key)).toEqual(SIGN_KEYS);
    const [aries, taurus] = body.signs;
    expect(aries).toMatchObject({
      house: 9,
      favourable: false, // mixed house in the dark fortnight
      element: 'fire',
      rulingPlanet: { name: 'Mars', nameNe: 'मङ्गल' },
      lucky: { day: { name: 'Tuesday', nameNe: 'मङ्गलबार' }, number: 9 },
      compatible: ['gemini', 'aquarius'],
    });
    expect(taurus.house).toBe(8);
    expect(aries.prediction.ne).toMatch(/[\u0900-\u097F]/);
    expect(body.signs[8]).toMatchObject({ key: 'sagittarius', house: 1, favourable: true });
  });

  it('defaults to today in Nepal, cached for a minute so it turns over at midnight', async () => {
    process.env.APP_NOW = '2025-05-16T18:20:00Z'; // 00:05 on 17 May in Nepal
    const response = get('');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    expect((await response.json()).date).toBe('2025-05-17');
  });

  it('gives the same answer for the same date', async () => {
    const a = await get('?date=2031-01-09').json();
    const b = await get('?date=2031-01-09').json();
    expect(a).toEqual(b);
  });

  it.each([
    ['?date=16-05-2025', 'YYYY-MM-DD'],
    ['?date=2025-5-16', 'YYYY-MM-DD'],
    ['?date=2025-02-30', 'Invalid date'],
    ['?date=1900-01-01', 'outside the supported range'],
    ['?date=2044-04-14', 'outside the supported range'],
  ])('rejects %s with a 400 envelope', async (query, hint) => {
    const response = get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toMatch(/^invalid_/);
    expect(body.error.message).toContain(hint);
  });
});
