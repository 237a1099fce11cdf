import { createTranslator } from 'next-intl';
import { calculatorText } from '@/components/forex/calculator-text';
import { convert, parseAmount, parseDirection, type CalculatorRate } from '@/lib/forex/calculator';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';

// NRB's rates of 2026-04-01 (tests/fixtures/upstream/nrb): USD per 1, JPY per 10, INR, KRW per 100.
const USD: CalculatorRate = { iso3: 'USD', unit: 1, buy: 151.44, sell: 152.04 };
const JPY: CalculatorRate = { iso3: 'JPY', unit: 10, buy: 9.49, sell: 9.53 };
const INR: CalculatorRate = { iso3: 'INR', unit: 100, buy: 160, sell: 160.15 };
const KRW: CalculatorRate = { iso3: 'KRW', unit: 100, buy: 9.92, sell: 9.96 };

describe('convert', () => {
  it('converts foreign currency to NPR at the buying rate', () => {
    expect(convert(100, USD, 'to-npr')).toMatchObject({ ok: true, result: 15144, rate: 151.44 });
  });

  it('converts NPR to foreign currency at the selling rate', () => {
    expect(convert(15204, USD, 'from-npr')).toMatchObject({ ok: true, result: 100, rate: 152.04 });
  });

  it('honours the published unit: JPY per 10, INR and KRW per 100', () => {
    expect(convert(1000, JPY, 'to-npr')).toMatchObject({ result: 949 }); // 1000 yen = 100 × 9.49
    expect(convert(100, INR, 'to-npr')).toMatchObject({ result: 160 });
    expect(convert(1000, INR, 'from-npr')).toMatchObject({ result: 624.41 }); // 1000 × 100 / 160.15
    expect(convert(10000, KRW, 'to-npr')).toMatchObject({ result: 992 });
    expect(convert(996, KRW, 'from-npr')).toMatchObject({ result: 10000 });
  });

  it('rounds to two decimals', () => {
    expect(convert(1, JPY, 'to-npr')).toMatchObject({ result: 0.95 }); // 0.949
    expect(convert(1, USD, 'from-npr')).toMatchObject({ result: 0.01 }); // 0.006577…
  });

  it('refuses a missing amount or currency rather than guessing', () => {
    expect(convert(null, USD, 'to-npr')).toEqual({ ok: false, error: 'amount' });
    expect(convert(100, undefined, 'to-npr')).toEqual({ ok: false, error: 'currency' });
    expect(convert(100, { ...USD, sell: 0 }, 'from-npr')).toEqual({ ok: false, error: 'currency' });
  });
});

describe('parseAmount', () => {
  it('reads plain, grouped and Devanagari amounts', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 1,00,000.50 ')).toBe(100000.5);
    expect(parseAmount('१००')).toBe(100);
    expect(parseAmount('.5')).toBe(0.5);
  });

  it('rejects anything that is not a positive finite amount', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      '-5',
      '0',
      '1e3',
      '12..3',
      'Infinity',
      '10000000000000',
    ]) {
      expect(parseAmount(bad)).toBeNull();
    }
  });
});

describe('parseDirection', () => {
  it('defaults to foreign → NPR', () => {
    expect(parseDirection('from-npr')).toBe('from-npr');
    expect(parseDirection('to-npr')).toBe('to-npr');
    expect(parseDirection('sideways')).toBe('to-npr');
    expect(parseDirection(undefined)).toBe('to-npr');
  });
});

describe('calculatorText', () => {
  const translator = (locale: 'en' | 'ne') =>
    createTranslator({
      locale,
      messages: locale === 'ne' ? ne : en,
      namespace: 'ForexPage.calculator',
    });

  it('writes the result and the rate note from the catalogue', () => {
    expect(calculatorText(convert(100, USD, 'to-npr'), translator('en'), 'en')).toEqual({
      text: '100.00 USD = Rs. 15,144.00',
      note: 'At the buying rate of Rs. 151.44 per 1 USD.',
    });
    expect(calculatorText(convert(1000, INR, 'from-npr'), translator('en'), 'en')).toEqual({
      text: 'Rs. 1,000.00 = 624.41 INR',
      note: 'At the selling rate of Rs. 160.15 per 100 INR.',
    });
  });

  it('writes every number in Devanagari digits with lakh grouping on Nepali pages', () => {
    const { text, note } = calculatorText(convert(100000, USD, 'to-npr'), translator('ne'), 'ne');
    expect(text).toContain('१,००,०००.०० USD');
    expect(text).toContain('रु. १,५१,४४,०००.००');
    expect(note).toContain('रु. १५१.४४');
    expect(`${text}${note}`).not.toMatch(/[0-9]/);
  });

  it('names the error and leaves the note empty', () => {
    expect(calculatorText(convert(null, USD, 'to-npr'), translator('en'), 'en')).toEqual({
      text: en.ForexPage.calculator.errorAmount,
      note: '',
    });
    expect(calculatorText(convert(100, undefined, 'to-npr'), translator('ne'), 'ne')).toEqual({
      text: ne.ForexPage.calculator.errorCurrency,
      note: '',
    });
  });
});
