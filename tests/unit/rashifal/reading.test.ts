import { dailyRashifal, type RashifalDay, SIGN_KEYS, SIGNS, signOutlook } from '@/lib/rashifal';
import { signKeyForAlias } from '@/lib/urls/sign-names';
import { panchang } from '@/lib/panchang';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

function daysFrom(start: string, count: number): { year: number; month: number; day: number }[] {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1, d + i));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  });
}

// One year of readings, computed once for the whole file.
const YEAR: RashifalDay[] = daysFrom('2025-01-01', 365).map(dailyRashifal);

describe('signs', () => {
  it('lists the twelve signs in the spec’s order with English keys and Nepali names', () => {
    expect(SIGNS.map((s) => s.key)).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
    expect(SIGNS.map((s) => s.key)).toEqual([...SIGN_KEYS]);
    expect(SIGNS.map((s) => s.nameRoman).join(' ')).toBe(
      'Mesh Brish Mithun Karkat Singha Kanya Tula Brischik Dhanu Makar Kumbha Meen',
    );
    expect(SIGNS[0]).toMatchObject({
      nameNe: 'मेष',
      element: 'fire',
      lord: 'mars',
      compatible: ['gemini', 'aquarius'],
    });
    expect(SIGNS[11]).toMatchObject({ nameNe: 'मीन', element: 'water', lord: 'jupiter' });
    expect(SIGNS[7]!.lucky).toMatchObject({ day: { en: 'Tuesday', ne: 'मङ्गलबार' }, number: 9 });
  });

  it('maps Nepali transliterations and Devanagari names to the English keys', () => {
    expect(signKeyForAlias('mesh')).toBe('aries');
    expect(signKeyForAlias('Brish')).toBe('taurus');
    expect(signKeyForAlias('singha')).toBe('leo');
    expect(signKeyForAlias('simha')).toBe('leo');
    expect(signKeyForAlias('brischik')).toBe('scorpio');
    expect(signKeyForAlias('meen')).toBe('pisces');
    expect(signKeyForAlias('वृश्चिक')).toBe('scorpio');
    expect(signKeyForAlias('aries')).toBeNull();
    expect(signKeyForAlias('ophiuchus')).toBeNull();
  });
});

describe('dailyRashifal', () => {
  it('reads each sign from the panchang’s Moon sign at sunrise', () => {
    const day = dailyRashifal({ year: 2025, month: 5, day: 16 });
    const p = panchang({ year: 2025, month: 5, day: 16 });
    expect(day.moonSign.index).toBe(p.moonRashi.index);
    expect(day.tithi.name).toBe(p.tithi.name);
    expect(day.nakshatra.name).toBe(p.nakshatra.name);
    expect(day.bs).toEqual({ year: 2082, month: 2, day: 2 });
    expect(day.weekday).toBe(5); // a Friday
    const moonSign = day.signs.find((s) => s.sign.index === day.moonSign.index)!;
    expect(moonSign.house).toBe(1);
    for (const s of day.signs)
      expect(s.favourable).toBe(
        s.tone === 'favourable' || (s.tone === 'mixed' && day.tithi.paksha === 'shukla'),
      );
  });

  it('gives the same text for the same date', () => {
    const a = dailyRashifal({ year: 2026, month: 11, day: 24 });
    const b = dailyRashifal({ year: 2026, month: 11, day: 24 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('writes every reading in English and in Nepali, every day of a year', () => {
    for (const day of YEAR) {
      for (const s of day.signs) {
        expect(s.prediction.en).toMatch(LATIN_WORD);
        expect(s.prediction.en).not.toMatch(DEVANAGARI);
        expect(s.prediction.ne).toMatch(DEVANAGARI);
        expect(s.prediction.ne).not.toMatch(LATIN_WORD);
        expect(s.prediction.en).not.toMatch(/[{}]|undefined/);
        expect(s.prediction.ne).not.toMatch(/[{}]|undefined/);
      }
      expect(day.meditation.ne).toMatch(DEVANAGARI);
    }
  });

  it('never gives two signs the same text on the same day', () => {
    for (const day of YEAR) {
      expect(new Set(day.signs.map((s) => s.prediction.en)).size).toBe(12);
      expect(new Set(day.signs.map((s) => s.prediction.ne)).size).toBe(12);
      expect(new Set(day.signs.map((s) => s.themes.general.en)).size).toBe(12);
    }
  });

  it('changes each sign’s text from one day to the next on most days of a year', () => {
    for (const sign of SIGNS) {
      let changed = 0;
      let themesChanged = 0;
      for (let i = 1; i < YEAR.length; i++) {
        const today = YEAR[i]!.signs[sign.index - 1]!;
        const yesterday = YEAR[i - 1]!.signs[sign.index - 1]!;
        if (today.prediction.en !== yesterday.prediction.en) changed++;
        if (today.themes.general.en !== yesterday.themes.general.en) themesChanged++;
      }
      expect(changed / (YEAR.length - 1)).toBeGreaterThan(0.95);
      // Even the house-driven opening line, whose house lasts 2–3 days, moves on every day.
      expect(themesChanged).toBe(YEAR.length - 1);
    }
  });

  it('uses several variants of each theme over a year', () => {
    const aries = YEAR.map((d) => d.signs[0]!);
    for (const theme of ['general', 'work', 'health', 'family'] as const) {
      expect(new Set(aries.map((s) => s.themes[theme].en)).size).toBeGreaterThanOrEqual(30);
    }
  });

  it('notes the Moon’s change of sign before the next sunrise, and only then', () => {
    for (let i = 0; i < YEAR.length - 1; i++) {
      const day = YEAR[i]!;
      const next = YEAR[i + 1]!;
      if (day.moonChange) {
        expect(next.moonSign.index).toBe(day.moonChange.to.index);
        expect(day.moonChange.at > day.sunrise).toBe(true);
        expect(day.signs[0]!.prediction.en).toMatch(/the Moon moves into/);
      } else {
        expect(next.moonSign.index).toBe(day.moonSign.index);
      }
    }
  });

  it('rejects dates outside the panchang’s range', () => {
    expect(() => dailyRashifal({ year: 1900, month: 1, day: 1 })).toThrow(RangeError);
    expect(() => dailyRashifal({ year: 2025, month: 2, day: 30 })).toThrow(RangeError);
  });
});

describe('signOutlook', () => {
  it('gives a sign seven days from the start with the houses of those days', () => {
    const outlook = signOutlook('leo', { year: 2025, month: 1, day: 1 });
    expect(outlook.map((d) => d.date)).toEqual(YEAR.slice(0, 7).map((d) => d.date));
    outlook.forEach((d, i) => expect(d.house).toBe(YEAR[i]!.signs[4]!.house));
    expect(new Set(outlook.map((d) => d.tone)).size).toBeGreaterThan(1);
  });

  it('stops at the end of the supported range', () => {
    expect(signOutlook('aries', { year: 2044, month: 4, day: 11 })).toHaveLength(3);
  });
});
