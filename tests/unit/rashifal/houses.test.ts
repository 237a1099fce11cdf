import { houseFrom, isFavourable, toneOf } from '@/lib/rashifal';

describe('houseFrom', () => {
  it('counts the Moon’s own sign as the 1st house', () => {
    for (let sign = 1; sign <= 12; sign++) expect(houseFrom(sign, sign)).toBe(1);
  });

  it('counts forward through the zodiac and wraps after Meen', () => {
    expect(houseFrom(1, 2)).toBe(2); // Moon in Brish: 2nd from Mesh
    expect(houseFrom(1, 8)).toBe(8); // Moon in Brishchik: chandrashtama for Mesh
    expect(houseFrom(1, 12)).toBe(12);
    expect(houseFrom(12, 1)).toBe(2); // Moon in Mesh: 2nd from Meen
    expect(houseFrom(10, 5)).toBe(8); // Moon in Simha: 8th from Makar
    expect(houseFrom(5, 10)).toBe(6); // Moon in Makar: 6th from Simha
  });

  it('gives each sign a different house on the same day', () => {
    for (let moon = 1; moon <= 12; moon++) {
      const houses = Array.from({ length: 12 }, (_, i) => houseFrom(i + 1, moon));
      expect(new Set(houses).size).toBe(12);
    }
  });
});

describe('toneOf and isFavourable', () => {
  it.each([1, 3, 6, 7, 10, 11])('reads house %i as favourable in either fortnight', (house) => {
    expect(toneOf(house)).toBe('favourable');
    expect(isFavourable(house, 'shukla')).toBe(true);
    expect(isFavourable(house, 'krishna')).toBe(true);
  });

  it.each([4, 8, 12])('reads house %i as adverse in either fortnight', (house) => {
    expect(toneOf(house)).toBe('adverse');
    expect(isFavourable(house, 'shukla')).toBe(false);
    expect(isFavourable(house, 'krishna')).toBe(false);
  });

  it.each([2, 5, 9])(
    'reads house %i as mixed, favourable only in the bright fortnight',
    (house) => {
      expect(toneOf(house)).toBe('mixed');
      expect(isFavourable(house, 'shukla')).toBe(true);
      expect(isFavourable(house, 'krishna')).toBe(false);
    },
  );
});
