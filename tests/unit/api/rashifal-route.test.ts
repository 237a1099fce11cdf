import { NextRequest } from 'next/server';
import { GET } from '@/app/api/v1/rashifal/route';
import { Rashifal } from '@/lib/api/schemas/rashifal';
import { RashifalMonth, RashifalWeek, RashifalYear } from '@/lib/api/schemas/rashifal-periods';
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
    ['?date=16-05-2025', 'invalid_date', 'YYYY-MM-DD'],
    ['?date=2025-5-16', 'invalid_date', 'YYYY-MM-DD'],
    ['?date=2025-02-30', 'invalid_date', 'not a real calendar date'],
    ['?date=1900-01-01', 'out_of_range', 'outside the supported range'],
    ['?date=2044-04-14', 'out_of_range', 'outside the supported range'],
    ['?period=day', 'invalid_query', "'period' must be week, month or year"],
  ])('rejects %s with a 400 envelope', async (query, code, hint) => {
    const response = get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toContain(hint);
  });
});

describe('GET /api/v1/rashifal?period=', () => {
  afterEach(() => {
    delete process.env.APP_NOW;
  });

  it('answers the week, Sunday to Saturday, with the Moon sign and house of each day', async () => {
    const response = get('?period=week&date=2025-05-16');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(RashifalWeek.safeParse(body).success).toBe(true);
    expect(body.period).toEqual({
      kind: 'week',
      from: '2025-05-11',
      to: '2025-05-17',
      bsFrom: { year: 2082, month: 1, day: 28 },
      bsTo: { year: 2082, month: 2, day: 3 },
    });
    const daily = await get('?date=2025-05-16').json();
    const aries = body.signs[0];
    expect(aries.key).toBe('aries');
    expect(aries.days).toHaveLength(7);
    expect(aries.days[5]).toEqual({
      date: '2025-05-16',
      moonSign: daily.moonSign,
      house: daily.signs[0].house,
      favourable: daily.signs[0].favourable,
    });
    // Aries' 8th sign is Scorpio, where the Moon stands on 13–15 May.
    expect(aries.chandrashtama).toEqual(['2025-05-13', '2025-05-14', '2025-05-15']);
    expect(body.ingresses.map((i: { planet: string }) => i.planet)).toContain('sun');
  });

  it('answers the BS month with the Sun’s sign and its house for each sign', async () => {
    const body = await get('?period=month&date=2025-05-16').json();
    expect(RashifalMonth.safeParse(body).success).toBe(true);
    expect(body.period).toMatchObject({
      kind: 'month',
      from: '2025-05-15',
      to: '2025-06-14',
      bsFrom: { year: 2082, month: 2, day: 1 },
      bsTo: { year: 2082, month: 2, day: 31 },
    });
    expect(body.sunSign.key).toBe('taurus');
    expect(body.signs.map((s: { sunHouse: number }) => s.sunHouse)).toEqual([
      2, 1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect(body.signs[3]).toMatchObject({ key: 'cancer', sunHouse: 11, favourable: true });
  });

  it('answers the BS year with Jupiter’s and Saturn’s spans, sade sati and dhaiya', async () => {
    const body = await get('?period=year&date=2025-01-01').json();
    expect(RashifalYear.safeParse(body).success).toBe(true);
    expect(body.period).toMatchObject({ kind: 'year', from: '2024-04-13', to: '2025-04-13' });
    expect(body.saturn).toEqual([
      { sign: expect.objectContaining({ key: 'aquarius' }), from: '2023-01-17', to: '2025-03-29' },
      { sign: expect.objectContaining({ key: 'pisces' }), from: '2025-03-29', to: '2027-06-03' },
    ]);
    expect(body.jupiter.map((s: { from: string }) => s.from)).toEqual(['2023-04-22', '2024-05-01']);
    const pisces = body.signs[11];
    expect(pisces.sadeSati).toEqual({ phase: 'first', from: '2023-01-17', to: '2025-03-29' });
    expect(body.signs[3]).toMatchObject({ key: 'cancer', dhaiya: true, sadeSati: null });
  });

  it('defaults to the period holding today in Nepal', async () => {
    process.env.APP_NOW = '2025-05-16T18:20:00Z'; // Saturday 17 May in Nepal
    const body = await get('?period=week').json();
    expect([body.period.from, body.period.to]).toEqual(['2025-05-11', '2025-05-17']);
  });

  it('leaves the daily answer as it was without a period', async () => {
    const body = await get('?date=2025-05-16').json();
    expect(Rashifal.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('period');
  });

  it.each([
    ['?period=day&date=2025-05-16', 'invalid_query', 'week, month or year'],
    ['?period=WEEK', 'invalid_query', 'week, month or year'],
    ['?period=month&date=2025-13-01', 'invalid_date', 'has no month 13'],
    ['?period=year&date=1913-04-12', 'out_of_range', 'outside the supported range'],
    ['?period=week&date=2044-04-14', 'out_of_range', 'outside the supported range'],
  ])('rejects %s with a 400 envelope', async (query, code, hint) => {
    const response = get(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code,
      message: expect.stringContaining(hint),
    });
  });
});
