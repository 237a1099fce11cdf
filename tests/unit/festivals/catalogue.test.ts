/** The catalogue's shape (issue: ≥ 60 festivals, stable ids, en/ne names and texts, type, rule). */
import { FESTIVALS, FESTIVALS_BY_ID, HOLIDAY_GROUPS } from '@/lib/festivals';
import type { Festival, HolidayGroup } from '@/lib/festivals';
import { lunarFestivalYear, resolutionOrder } from '@/lib/festivals/resolve';
import { bsDayNumber } from '@/lib/bs';

const TYPES = ['national', 'religious', 'cultural', 'international', 'community'];
const GROUPS: readonly HolidayGroup[] = HOLIDAY_GROUPS;
const TIMES = ['sunrise', 'madhyahna', 'aparahna', 'pradosh', 'nishitha'];
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /^[\x20-\x7E\u2018\u2019\u201C\u201D\u2013\u2014\u00E9\u012B\u0101]+$/;

describe('festival catalogue', () => {
  it('has at least 60 festivals with unique, stable kebab-case ids', () => {
    expect(FESTIVALS.length).toBeGreaterThanOrEqual(60);
    const ids = FESTIVALS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(FESTIVALS_BY_ID.size).toBe(FESTIVALS.length);
    for (const f of FESTIVALS) expect(FESTIVALS_BY_ID.get(f.id)).toBe(f);
    expect(FESTIVALS_BY_ID.has('vijaya-dashami')).toBe(true);
    expect(FESTIVALS_BY_ID.has('not-a-festival')).toBe(false);
  });

  it('names and describes every festival in English and Nepali', () => {
    const bad = FESTIVALS.filter(
      (f) =>
        !LATIN.test(f.name) ||
        !DEVANAGARI.test(f.nameNe) ||
        f.description.length < 20 ||
        !LATIN.test(f.description) ||
        !DEVANAGARI.test(f.descriptionNe) ||
        f.descriptionNe.length < 15 ||
        !TYPES.includes(f.type),
    ).map((f) => f.id);
    expect(bad).toEqual([]);
    expect(new Set(FESTIVALS.map((f) => f.name)).size).toBe(FESTIVALS.length);
    expect(new Set(FESTIVALS.map((f) => f.nameNe)).size).toBe(FESTIVALS.length);
    // Every type is used.
    expect(new Set(FESTIVALS.map((f) => f.type))).toEqual(new Set(TYPES));
  });

  it('gives every festival a well-formed rule', () => {
    const bad: string[] = [];
    for (const f of FESTIVALS) {
      const r = f.rule;
      const ok =
        r.kind === 'lunar'
          ? Number.isInteger(r.month) &&
            r.month >= 1 &&
            r.month <= 12 &&
            Number.isInteger(r.tithi) &&
            r.tithi >= 1 &&
            r.tithi <= 30 &&
            TIMES.includes(r.at)
          : r.kind === 'solar'
            ? r.month >= 1 && r.month <= 12 && r.day >= 1 && r.day <= 32
            : r.kind === 'gregorian'
              ? // A real date, never 29 February, and clear of 12–15 April where the BS year turns.
                new Date(Date.UTC(2001, r.month - 1, r.day)).getUTCDate() === r.day &&
                !(r.month === 4 && r.day >= 12 && r.day <= 15)
              : r.kind === 'hijri'
                ? r.month >= 1 &&
                  r.month <= 12 &&
                  r.day >= 1 &&
                  r.day <= 29 &&
                  r.offsetDays >= 0 &&
                  r.offsetDays <= 2
                : r.kind === 'block'
                  ? FESTIVALS_BY_ID.has(r.from) &&
                    FESTIVALS_BY_ID.has(r.through) &&
                    Number.isInteger(r.extraDays) &&
                    r.extraDays >= 0
                  : FESTIVALS_BY_ID.has(r.from) &&
                    Number.isInteger(r.offsetDays) &&
                    (r.spanDays === undefined || (Number.isInteger(r.spanDays) && r.spanDays >= 2));
      if (!ok) bad.push(f.id);
    }
    expect(bad).toEqual([]);
    const kinds = new Set(FESTIVALS.map((f) => f.rule.kind));
    expect(kinds).toEqual(new Set(['lunar', 'solar', 'gregorian', 'hijri', 'derived', 'block']));
    expect(FESTIVALS.filter((f) => f.rule.kind === 'lunar').length).toBeGreaterThanOrEqual(40);
  });

  it('names only known holiday groups, none twice', () => {
    for (const f of FESTIVALS) {
      const groups = f.holiday ?? [];
      expect(groups.every((g) => GROUPS.includes(g))).toBe(true);
      expect(new Set(groups).size).toBe(groups.length);
    }
  });

  it('uses the §5 time-of-day rules for the measured festivals', () => {
    const at = (id: string): string | undefined => {
      const r = FESTIVALS_BY_ID.get(id)?.rule;
      return r?.kind === 'lunar' ? r.at : undefined;
    };
    expect(at('ghatasthapana')).toBe('sunrise');
    expect(at('vijaya-dashami')).toBe('sunrise');
    expect(at('kojagrat-purnima')).toBe('nishitha');
    expect(at('laxmi-puja')).toBe('pradosh');
    expect(at('buddha-jayanti')).toBe('sunrise');
    expect(at('krishna-janmashtami')).toBe('nishitha');
    expect(at('haritalika-teej')).toBe('sunrise');
    expect(at('janai-purnima')).toBe('sunrise');
    expect(at('maha-shivaratri')).toBe('nishitha');
    expect(at('fagu-purnima')).toBe('pradosh');
    expect(FESTIVALS_BY_ID.get('holi-terai')?.rule).toEqual({
      kind: 'derived',
      from: 'fagu-purnima',
      offsetDays: 1,
    });
  });
});

describe('resolution order', () => {
  const f = (id: string, rule: Festival['rule']): Festival => ({
    id,
    name: id,
    nameNe: 'क',
    type: 'cultural',
    description: id,
    descriptionNe: 'क',
    rule,
  });

  it('puts every derived festival after its source', () => {
    const order = resolutionOrder(FESTIVALS).map((x) => x.id);
    expect(order).toHaveLength(FESTIVALS.length);
    for (const x of FESTIVALS) {
      if (x.rule.kind === 'derived')
        expect(order.indexOf(x.rule.from)).toBeLessThan(order.indexOf(x.id));
    }
  });

  it('throws on an unknown source and on a loop', () => {
    expect(() =>
      resolutionOrder([f('a', { kind: 'derived', from: 'missing', offsetDays: 0 })]),
    ).toThrow(/unknown festival 'missing'/);
    expect(() =>
      resolutionOrder([
        f('a', { kind: 'derived', from: 'b', offsetDays: 1 }),
        f('b', { kind: 'derived', from: 'a', offsetDays: 1 }),
      ]),
    ).toThrow(/loop/);
  });

  it('assigns lunar Baishakh days in late Chaitra to the next festival year, lunar Chaitra days in Baishakh to the previous', () => {
    const baishakh = { kind: 'lunar', month: 1, tithi: 15, at: 'sunrise' } as const;
    const chaitra = { kind: 'lunar', month: 12, tithi: 9, at: 'sunrise' } as const;
    expect(lunarFestivalYear(baishakh, bsDayNumber({ year: 2080, month: 12, day: 25 }))).toBe(2081);
    expect(lunarFestivalYear(baishakh, bsDayNumber({ year: 2081, month: 1, day: 25 }))).toBe(2081);
    expect(lunarFestivalYear(chaitra, bsDayNumber({ year: 2081, month: 1, day: 3 }))).toBe(2080);
    expect(lunarFestivalYear(chaitra, bsDayNumber({ year: 2080, month: 12, day: 16 }))).toBe(2080);
  });
});
