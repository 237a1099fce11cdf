import { LUNAR_MONTHS, panchang, TITHI_NAMES, type CivilDate } from '@/lib/panchang';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:45$/;
const day = (iso: string): CivilDate => {
  const [year = 0, month = 0, d = 0] = iso.split('-').map(Number);
  return { year, month, day: d };
};

describe('panchang festival anchors (bs-calendar.md §2.1, tithi-method.md §5)', () => {
  it.each(['2023-05-05', '2024-05-23'])(
    'has Baishakh Purnima at sunrise on Buddha Jayanti %s',
    (date) => {
      const p = panchang(day(date));
      expect([p.lunarMonth.name, p.lunarMonth.adhik, p.tithi.name, p.tithi.index]).toEqual([
        'Baishakh',
        false,
        'Purnima',
        15,
      ]);
    },
  );

  it.each(['2023-10-15', '2024-10-03'])(
    'has Ashwin Shukla Pratipada at sunrise on Ghatasthapana %s',
    (date) => {
      const p = panchang(day(date));
      expect([p.lunarMonth.name, p.tithi.paksha, p.tithi.index]).toEqual(['Ashwin', 'shukla', 1]);
    },
  );

  it('starts Kartik Krishna Aunsi in the afternoon of Laxmi Puja 2081 (2024-10-31)', () => {
    const p = panchang(day('2024-10-31'));
    expect(p.lunarMonth.name).toBe('Kartik');
    expect(p.tithi.index).toBe(29);
    const aunsi = p.tithisInDay.find((t) => t.index === 30);
    expect(aunsi).toMatchObject({ name: 'Aunsi', nameNe: 'औंसी', paksha: 'krishna' });
    const hour = Number(aunsi?.startsAt.slice(11, 13));
    expect(hour).toBeGreaterThanOrEqual(12);
    expect(hour).toBeLessThan(18);
  });

  it('turns the Nepal Sambat year at Kartik Shukla Pratipada (NS 1145 from 2024-11-02)', () => {
    expect(panchang(day('2024-11-01')).nepalSambat).toEqual({
      year: 1144,
      lunarMonth: { name: 'Kaula', nameNe: 'कौला' },
      adhik: false,
      paksha: 'krishna',
      printed: { name: 'Kaulaga', nameNe: 'कौलागा' },
      tithi: 15,
      tithiName: { name: 'Aunsi', nameNe: 'औंसी' },
    });
    expect(panchang(day('2024-11-02')).nepalSambat).toEqual({
      year: 1145,
      lunarMonth: { name: 'Kachhala', nameNe: 'कछला' },
      adhik: false,
      paksha: 'shukla',
      printed: { name: 'Kachhalathwa', nameNe: 'कछलाथ्व' },
      tithi: 1,
      tithiName: { name: 'Paru', nameNe: 'पारु' },
    });
    expect(panchang(day('2023-11-15')).nepalSambat).toMatchObject({
      year: 1144,
      lunarMonth: { name: 'Kachhala' },
    });
    expect(panchang(day('2024-08-01')).nepalSambat).toMatchObject({
      year: 1144,
      lunarMonth: { name: 'Dilla' },
    });
  });

  it('marks the Nepal Sambat month of Adhik Shrawan 2080 as adhik', () => {
    const p = panchang(day('2023-08-01'));
    expect(p.lunarMonth).toMatchObject({ name: 'Shrawan', adhik: true });
    expect(p.nepalSambat).toMatchObject({ adhik: true, lunarMonth: { name: 'Anala' } });
  });
});

describe('panchang day shape', () => {
  const days = Array.from({ length: 60 }, (_, i) => {
    const d = new Date(Date.UTC(2024, 9, 1 + i));
    return panchang({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  });

  it('formats every time as ISO 8601 with +05:45', () => {
    for (const p of days) {
      const times = [
        p.sunrise,
        p.sunset,
        p.nakshatra.endsAt,
        ...p.tithisInDay.flatMap((t) => [t.startsAt, t.endsAt]),
      ];
      for (const time of times) expect(time).toMatch(ISO);
    }
    // tithi-method.md §5: sunrise 06:02 on Vijaya Dashami 2081, SS Dashami from 05:45.
    expect(days[11]?.date).toBe('2024-10-12');
    expect(days[11]?.sunrise).toMatch(/^2024-10-12T06:0[12]/);
    expect(days[11]?.tithi.index).toBe(10);
  });

  it('lists contiguous tithis from the one holding at sunrise to the one holding at the next sunrise', () => {
    days.forEach((p, i) => {
      expect(p.tithisInDay[0]).toEqual(p.tithi);
      expect(Date.parse(p.tithi.startsAt)).toBeLessThanOrEqual(Date.parse(p.sunrise));
      expect(Date.parse(p.tithi.endsAt)).toBeGreaterThan(Date.parse(p.sunrise));
      p.tithisInDay.slice(1).forEach((t, k) => {
        expect(t.startsAt).toBe(p.tithisInDay[k]?.endsAt);
        expect(t.index).toBe(((p.tithisInDay[k]?.index ?? 0) % 30) + 1);
      });
      const next = days[i + 1];
      if (next) expect(p.tithisInDay.at(-1)?.index).toBe(next.tithi.index);
    });
  });

  it('names everything in English and Devanagari within range', () => {
    for (const p of days) {
      for (const [item, max] of [
        [p.nakshatra, 27],
        [p.yoga, 27],
        [p.karana, 11],
        [p.moonRashi, 12],
        [p.sunRashi, 12],
      ] as const) {
        expect(item.index).toBeGreaterThanOrEqual(1);
        expect(item.index).toBeLessThanOrEqual(max);
        expect(item.name).toMatch(/^[A-Z]/);
        expect(item.nameNe).toMatch(/^[\u0900-\u097F]/);
      }
      expect(p.tithi.pakshaNameNe).toBe(p.tithi.paksha === 'shukla' ? 'शुक्ल' : 'कृष्ण');
      expect(p.method.location).toEqual({
        name: 'Kathmandu',
        latitude: 27.7172,
        longitude: 85.324,
      });
    }
  });

  it('exports 30 tithi names and 12 lunar months', () => {
    expect(TITHI_NAMES).toHaveLength(30);
    expect(TITHI_NAMES[14]).toEqual({ name: 'Purnima', nameNe: 'पूर्णिमा' });
    expect(TITHI_NAMES[29]).toEqual({ name: 'Aunsi', nameNe: 'औंसी' });
    expect(LUNAR_MONTHS.map((m) => m.nameNe).join(' ')).toBe(
      'बैशाख जेठ असार साउन भदौ असोज कात्तिक मंसिर पुस माघ फागुन चैत',
    );
  });
});

describe('panchang input validation', () => {
  it('accepts the first and last supported days', () => {
    expect(panchang({ year: 1913, month: 4, day: 13 }).date).toBe('1913-04-13');
    expect(panchang({ year: 2044, month: 4, day: 13 }).date).toBe('2044-04-13');
  });

  it.each([
    { year: 1913, month: 4, day: 12 },
    { year: 2044, month: 4, day: 14 },
    { year: 2023, month: 2, day: 29 },
    { year: 2024, month: 13, day: 1 },
    { year: 2024, month: 0, day: 1 },
    { year: 2024, month: 4, day: 31 },
    { year: 2024, month: 1, day: 0 },
    { year: 2024.5, month: 1, day: 1 },
    { year: Number.NaN, month: 1, day: 1 },
  ])('throws RangeError for %o', (date) => {
    expect(() => panchang(date)).toThrow(RangeError);
  });
});
