import {
  adMonthNames,
  bsMonthName,
  bsMonthNames,
  formatCount,
  formatMoney,
  formatPercent,
  formatSignedChange,
  localized,
  monthTitle,
  otherLocale,
  weekdayNames,
} from '@/lib/i18n/format';

describe('lib/i18n/format', () => {
  it('picks a bilingual record field by locale', () => {
    const event = { name: 'Dashain', nameNe: 'दशैं', title: 'T', titleNe: 'टी' };
    expect(localized(event, 'en')).toBe('Dashain');
    expect(localized(event, 'ne')).toBe('दशैं');
    expect(localized(event, 'ne', 'title')).toBe('टी');
    expect(otherLocale('en')).toBe('ne');
    expect(otherLocale('ne')).toBe('en');
  });

  it('names BS and AD months and weekdays', () => {
    expect(bsMonthName(8, 'en')).toBe('Mangsir');
    expect(monthTitle(2083, 8, 'en')).toBe('Mangsir 2083');
    expect(monthTitle(2083, 8, 'ne')).toBe(`${bsMonthName(8, 'ne')} २०८३`);
    expect(bsMonthNames('ne')).toHaveLength(12);
    expect(adMonthNames('en')[0]).toBe('January');
    expect(weekdayNames('en')[0]).toBe('Sunday');
    expect(weekdayNames('en', 'short')[6]).toBe('Sat');
    expect(weekdayNames('ne')[0]).toMatch(/बार$/);
  });

  it('formats numbers and money per locale', () => {
    expect(formatMoney(185500, 'en')).toBe('Rs. 185,500.00');
    expect(formatMoney(185500, 'ne')).toBe('रु. १,८५,५००.००');
    expect(formatCount(22, 'ne')).toBe('२२');
    expect(formatSignedChange(-3.5, 'en')).toBe('−3.50');
    expect(formatPercent(0.0123, 'ne')).toBe('+१.२३%');
  });
});
