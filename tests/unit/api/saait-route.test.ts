import { NextRequest } from 'next/server';
import { GET } from '@/app/api/v1/saait/route';
import { Saait } from '@/lib/api/schemas/saait';

const get = (query: string) => GET(new NextRequest(`http://localhost/api/v1/saait${query}`));

describe('GET /api/v1/saait', () => {
  it('answers a year of marriage days with reasons and closed stretches, cacheable', async () => {
    const response = get('?year=2083&kind=bibaha');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const body = await response.json();
    expect(Saait.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ year: 2083, kind: 'bibaha' });
    expect(body.rules).toMatch(/Muhurta Chintamani/);
    expect(body.days.length).toBeGreaterThan(10);
    for (const day of body.days) {
      expect(day.date).toMatch(/^2083-\d{2}-\d{2}$/);
      expect(day.basis).toBe('computed');
      expect(day.reasons.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);
    }
    expect(body.closed.map((c: { reason: string }) => c.reason)).toEqual(
      expect.arrayContaining(['chaturmas', 'adhik', 'sun-sign']),
    );
  });

  it("answers a published month's days from the report, with its source", async () => {
    const body = await get('?year=2077&kind=bibaha').json();
    const baishakh = body.days.filter((d: { date: string }) => d.date.startsWith('2077-01-'));
    expect(baishakh.map((d: { date: string }) => Number(d.date.slice(8)))).toEqual([
      13, 14, 19, 20, 22, 23, 25,
    ]);
    expect(baishakh[0]).toMatchObject({
      basis: 'published',
      source: { publication: 'Ujyaalo Online' },
    });
    expect(body.published).toHaveLength(1);
  });

  it("answers the rules' own days with basis=computed", async () => {
    const body = await get('?year=2077&kind=bibaha&basis=computed').json();
    expect(body.days.every((d: { basis: string }) => d.basis === 'computed')).toBe(true);
    expect(body.days.some((d: { source?: unknown }) => d.source)).toBe(false);
  });

  it.each([
    ['?kind=bibaha', /year/],
    ['?year=abc&kind=bibaha', /year/],
    ['?year=2083', /kind/],
    ['?year=2083&kind=picnic', /kind must be one of bibaha, bratabandha, pasni, griha-prabesh/],
    ['?year=2083&kind=pasni&basis=published', /basis/],
  ])('refuses %s with a 400 JSON error', async (query, message) => {
    const response = get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.message).toMatch(message);
  });

  it.each(['1800', '2101'])('refuses year %s as out of range', async (year) => {
    const response = get(`?year=${year}&kind=bibaha`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toEqual({
      code: 'out_of_range',
      message: expect.stringContaining("'year' is outside the supported range BS 1970–2100"),
    });
  });

  it.each([
    ['marriage', 'bibaha'],
    ['vivah', 'bibaha'],
    ['Bibaha', 'bibaha'],
    ['विवाह', 'bibaha'],
    ['upanayan', 'bratabandha'],
    ['annaprashan', 'pasni'],
    ['griha-pravesh', 'griha-prabesh'],
    ['griha pravesh', 'griha-prabesh'],
    ['गृहप्रवेश', 'griha-prabesh'],
    ['business', 'byapar'],
    ['vyapar', 'byapar'],
    ['foundation', 'shilanyas'],
  ])('takes kind=%s as %s and names the key in the answer', async (name, kind) => {
    const response = get(`?year=2083&kind=${encodeURIComponent(name)}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.kind).toBe(kind);
    const canonical = await get(`?year=2083&kind=${kind}`).json();
    expect(body.days).toEqual(canonical.days);
  });
});
