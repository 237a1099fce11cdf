import { NextRequest } from 'next/server';
import { GET } from '@/app/api/v1/panchang/route';

const get = (query: string) => GET(new NextRequest(`http://localhost/api/v1/panchang${query}`));

describe('GET /api/v1/panchang', () => {
  it("answers Ghatasthapana 2081's panchang with its tithi and Nepal-time sunrise", async () => {
    const response = get('?date=2024-10-03');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = await response.json();
    expect(body.tithi).toMatchObject({ index: 1, paksha: 'shukla' });
    expect(body.lunarMonth).toMatchObject({ name: 'Ashwin', adhik: false });
    expect(body.sunrise).toMatch(/^2024-10-03T05:5\d:\d\d\+05:45$/);
    expect(body.method.tithi).toMatch(/Surya Siddhanta/);
  });

  it.each([
    ['', 'invalid_query', "'date' is required"],
    ['?date=03-10-2024', 'invalid_date', 'YYYY-MM-DD'],
    ['?date=2024-02-30', 'invalid_date', 'not a real calendar date'],
    ['?date=1800-01-01', 'out_of_range', 'outside the supported range'],
  ])('rejects %s with a 400 envelope', async (query, code, hint) => {
    const response = get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toContain(hint);
  });
});
