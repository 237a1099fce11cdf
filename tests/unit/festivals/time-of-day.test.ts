/**
 * The time-of-day rules against every published day we hold (published-days.ts, plus the
 * 2079–2080 reference calendar in reference-match.test.ts): the catalogue's rule reproduces each
 * day, and for each festival the table shows which other moments would have missed, i.e. the
 * evidence recorded beside each rule in lib/festivals/catalogue.
 */
import { bsDayNumber, bsFromDayNumber } from '@/lib/bs';
import type { BsDate, TimeOfDay } from '@/lib/festivals';
import { eventsForDay, eventsForYear, FESTIVALS_BY_ID } from '@/lib/festivals';
import { lunarDays } from '@/lib/festivals/lunar';
import { OFFICIAL_2083 } from '@/lib/festivals/official/2083';
import type { LunarRule } from '@/lib/festivals/types';

import { PUBLISHED_DAYS } from './published-days';

const MOMENTS: readonly TimeOfDay[] = ['sunrise', 'madhyahna', 'aparahna', 'pradosh', 'nishitha'];
const parse = (text: string): BsDate => {
  const [year = 0, month = 0, day = 0] = text.split('/').map(Number);
  return { year, month, day };
};
const text = (d: BsDate): string => `${d.year}/${d.month}/${d.day}`;

/** The day a lunar rule sampled at `at` gives nearest the published day. */
function dayAt(rule: LunarRule, at: TimeOfDay, published: BsDate): string {
  const n = bsDayNumber(published);
  const days = lunarDays({ ...rule, at }, n - 20, n + 20);
  const nearest = days.sort((a, b) => Math.abs(a - n) - Math.abs(b - n))[0];
  return nearest === undefined ? 'none' : text(bsFromDayNumber(nearest));
}

/** The moment of a festival's rule, or undefined when the rule is not lunar. */
const lunarRuleAt = (id: string): TimeOfDay | undefined => {
  const rule = FESTIVALS_BY_ID.get(id)?.rule;
  return rule?.kind === 'lunar' ? rule.at : undefined;
};

const lunarRule = (id: string): LunarRule => {
  const rule = FESTIVALS_BY_ID.get(id)?.rule;
  if (rule?.kind !== 'lunar') throw new Error(`${id} is not a lunar festival`);
  return rule;
};

describe('time-of-day rules against the published days', () => {
  it('covers every festival whose catalogue rule is not sunrise and has a published day here', () => {
    const ids = new Set(PUBLISHED_DAYS.map((p) => p.id));
    for (const id of ids) expect(lunarRule(id).at).not.toBe('sunrise');
    expect([...ids].sort()).toEqual(
      [
        'bhai-tika',
        'dhanteras',
        'fagu-purnima',
        'kojagrat-purnima',
        'krishna-janmashtami',
        'laxmi-puja',
        'maha-shivaratri',
      ].sort(),
    );
  });

  it.each(PUBLISHED_DAYS.map((p) => [p.id, p.bs, p.source]))('puts %s on %s (%s)', (id, bs) => {
    const date = parse(bs);
    expect(eventsForDay(date).map((e) => e.id)).toContain(id);
    // The same occurrence appears once in its year: the rule did not pick a neighbouring day too.
    const year = eventsForYear(date.year).filter(
      (e) => e.id === id && Math.abs(bsDayNumber(e.bs) - bsDayNumber(date)) < 20,
    );
    expect(year.map((e) => text(e.bs))).toEqual([bs]);
  });

  it('records which moments the published days rule out', () => {
    const fits = new Map<string, Record<TimeOfDay, number>>();
    const totals = new Map<string, number>();
    for (const p of PUBLISHED_DAYS) {
      const rule = lunarRule(p.id);
      const row = fits.get(p.id) ?? {
        sunrise: 0,
        madhyahna: 0,
        aparahna: 0,
        pradosh: 0,
        nishitha: 0,
      };
      for (const at of MOMENTS) if (dayAt(rule, at, parse(p.bs)) === p.bs) row[at] += 1;
      fits.set(p.id, row);
      totals.set(p.id, (totals.get(p.id) ?? 0) + 1);
    }
    const lines = [...fits].map(
      ([id, row]) =>
        `${id} (${lunarRule(id).at}, ${totals.get(id)} days): ` +
        MOMENTS.map((at) => `${at} ${row[at]}`).join(', '),
    );
    console.info(`published days each moment reproduces:\n${lines.join('\n')}`);
    // The catalogue's moment fits every published day of its festival.
    for (const [id, row] of fits) expect(row[lunarRule(id).at]).toBe(totals.get(id));
    // The evidence that chose the moments (see the comments beside the rules):
    const row = (id: string) => fits.get(id)!;
    expect(row('bhai-tika').aparahna).toBeLessThan(totals.get('bhai-tika')!); // 2083
    expect(row('bhai-tika').pradosh).toBeLessThan(totals.get('bhai-tika')!);
    expect(row('laxmi-puja').sunrise).toBeLessThan(totals.get('laxmi-puja')!);
    expect(row('laxmi-puja').aparahna).toBeLessThan(totals.get('laxmi-puja')!);
    expect(row('maha-shivaratri').sunrise).toBe(0);
    expect(row('fagu-purnima').sunrise).toBe(0);
    expect(row('kojagrat-purnima').pradosh).toBeLessThan(totals.get('kojagrat-purnima')!); // 2081
    expect(row('krishna-janmashtami').sunrise).toBeLessThan(totals.get('krishna-janmashtami')!); // 2081
    expect(row('dhanteras').sunrise).toBe(0);
  });

  it('gives every day of the 2083 notice for a time-of-day festival by its rule alone', () => {
    const timed = OFFICIAL_2083.entries.filter(
      (e) =>
        typeof e.festival === 'string' && ![undefined, 'sunrise'].includes(lunarRuleAt(e.festival)),
    );
    expect(timed.map((e) => `${String(e.festival)} ${text(e.date)}`).sort()).toEqual(
      [
        'bhai-tika 2083/7/25',
        'fagu-purnima 2083/12/7',
        'krishna-janmashtami 2083/5/19',
        'laxmi-puja 2083/7/22',
        'maha-shivaratri 2083/11/22',
      ].sort(),
    );
    for (const e of timed) {
      const event = eventsForDay(e.date).find((x) => x.id === e.festival);
      expect(event).toMatchObject({ source: 'official', citation: e.source });
      // Confirmed, not moved: the rule's own day is the notice's.
      expect(event?.ruleDate).toBeUndefined();
      expect(dayAt(lunarRule(String(e.festival)), lunarRule(String(e.festival)).at, e.date)).toBe(
        text(e.date),
      );
    }
    // Terai Holi, the day after the hills' Fagu Purnima: the notice's Chaitra 8.
    expect(eventsForDay(parse('2083/12/8')).find((x) => x.id === 'holi-terai')).toMatchObject({
      source: 'official',
      holidayFor: ['terai'],
    });
  });

  it('puts Bhai Tika 2083 on Kartik 25: SS Dwitiya begins after midday on Kartik 24', () => {
    const rule = lunarRule('bhai-tika');
    expect(rule.at).toBe('madhyahna');
    expect(dayAt(rule, 'aparahna', parse('2083/7/25'))).toBe('2083/7/24');
    expect(dayAt(rule, 'madhyahna', parse('2083/7/25'))).toBe('2083/7/25');
    const event = eventsForDay(parse('2083/7/25')).find((e) => e.id === 'bhai-tika');
    expect(event).toMatchObject({ ad: '2026-11-11', isHoliday: true, source: 'official' });
    expect(event?.ruleDate).toBeUndefined();
  });
});
