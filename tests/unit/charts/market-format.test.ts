import { createTranslator } from 'next-intl';
import {
  formatMoney,
  nepalTimeParts,
  formatPercent,
  formatSignedChange,
  publicationDates,
} from '@/lib/market/format';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';

describe('market formatting', () => {
  it('groups rupees in lakhs with Devanagari digits on /ne and internationally on /en', () => {
    expect(formatMoney(185500, 'en')).toBe('Rs. 185,500.00');
    expect(formatMoney(185500, 'ne')).toBe('रु. १,८५,५००.००');
    expect(formatMoney(12345678.5, 'ne')).toBe('रु. १,२३,४५,६७८.५०');
  });

  it('signs changes with a true minus and rounds to paisa', () => {
    expect(formatSignedChange(0.6299999, 'en')).toBe('+0.63');
    expect(formatSignedChange(-3.5, 'ne')).toBe('−३.५०');
    expect(formatSignedChange(-0.001, 'en')).toBe('0.00');
    expect(formatPercent(-0.0123, 'en')).toBe('−1.23%');
  });

  it('gives a stored date in BS and AD, and instants in Nepal time', () => {
    expect(publicationDates('2025-05-16', 'en')).toEqual({
      bs: '2 Jestha 2082',
      ad: '16 May 2025',
    });
    expect(publicationDates('2025-05-16', 'ne').bs).toBe('२ जेठ २०८२');
    expect(nepalTimeParts('2025-05-16T04:20:00Z', 'en')).toEqual({
      date: '16 May 2025',
      time: '10:05',
    });
    expect(nepalTimeParts('2025-05-15T18:20:00Z', 'ne')).toEqual({
      date: '१६ मे २०२५',
      time: '००:०५',
    });
    expect(nepalTimeParts('not a time', 'en')).toBeNull();
  });

  it('names Nepal time through the messages, in each language', () => {
    const fetched = (locale: 'en' | 'ne', messages: typeof en, instant: string) =>
      createTranslator({ locale, messages, namespace: 'Market.provenance' })(
        'fetchedValue',
        nepalTimeParts(instant, locale)!,
      );
    expect(fetched('en', en, '2025-05-16T04:20:00Z')).toBe('16 May 2025, 10:05 NPT');
    expect(fetched('ne', ne, '2025-05-15T18:20:00Z')).toBe('१६ मे २०२५, ००:०५ (नेपाल समय)');
  });
});
