import en from '@/messages/en.json';
import ne from '@/messages/ne.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const ASCII_DIGITS = /[0-9]/;

describe('message catalogues', () => {
  it('have the same keys in English and Nepali', () => {
    expect(keys(ne).sort()).toEqual(keys(en).sort());
  });

  it('have no empty translation', () => {
    const empty = [...keys(en).map((k) => ['en', k]), ...keys(ne).map((k) => ['ne', k])].filter(
      ([locale, key]) => {
        const value = key!
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            locale === 'en' ? en : ne,
          );
        return typeof value !== 'string' || value.trim() === '';
      },
    );
    expect(empty).toEqual([]);
  });

  it('writes numbers in Nepali text with Devanagari digits', () => {
    const latinDigits = keys(ne).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ne) as string;
      // ICU arguments like {year} and the product names "JSON API"/"iCal" are not numbers.
      return ASCII_DIGITS.test(value.replace(/\{[^}]*\}/g, ''));
    });
    expect(latinDigits).toEqual([]);
  });
});
