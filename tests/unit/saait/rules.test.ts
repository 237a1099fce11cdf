import { checkDay, KIND_RULES, SAAIT_KINDS, type DayFacts, type KindRules } from '@/lib/saait';

/** A day on which every condition of `rules` holds, in both windows. */
function goodDay(rules: KindRules, moment: Partial<DayFacts['day'][number]> = {}): DayFacts {
  const m = {
    ms: Date.UTC(2026, 0, 1, 12),
    nakshatra: rules.nakshatras[0]!,
    tithi: rules.tithis[0]!,
    yoga: 2, // Priti
    yogaRun: 0.5,
    karana: 2, // Bava
    lagna: 3, // Mithuna
    ...moment,
  };
  return {
    bs: { year: 2082, month: 9, day: 17 },
    ad: '2026-01-01',
    weekday: rules.weekdays[0]!,
    nakshatra: m.nakshatra,
    tithi: m.tithi,
    yoga: m.yoga,
    karana: m.karana,
    sunSign: rules.sunSigns[0]!,
    adhik: false,
    chaturmas: false,
    jupiterCombust: false,
    venusCombust: false,
    day: [m],
    night: [m],
    // Mars in Simha, the third from a Mithuna lagna.
    nightGrahas: {
      sun: 9,
      moon: 2,
      mars: 5,
      mercury: 9,
      jupiter: 3,
      venus: 10,
      saturn: 12,
      rahu: 11,
      ketu: 5,
    },
    // None shares the Moon's nakshatra (the first of the kind's list).
    nightNakshatras: {
      sun: 20,
      moon: 4,
      mars: 11,
      mercury: 20,
      jupiter: 6,
      venus: 22,
      saturn: 25,
      rahu: 24,
      ketu: 11,
    },
  };
}

const failing = (rules: KindRules, day: DayFacts) =>
  checkDay(rules, day)
    .checks.filter((c) => !c.ok)
    .map((c) => c.rule);

describe.each(SAAIT_KINDS)('saait rules for %s', (kind) => {
  const rules = KIND_RULES[kind];

  it('names its classical source', () => {
    expect(rules.source).toMatch(/^Muhurta Chintamani, \w+ prakarana/);
  });

  it('accepts a day meeting every condition, with the moment it holds', () => {
    const day = goodDay(rules);
    expect(failing(rules, day)).toEqual([]);
    expect(checkDay(rules, day).at).toBe(day.day[0]!.ms);
  });

  it('refuses a nakshatra outside its list', () => {
    const outside = [1, 2, 3, 6, 9, 11, 16, 18, 20, 25].find((n) => !rules.nakshatras.includes(n))!;
    expect(failing(rules, goodDay(rules, { nakshatra: outside }))).toEqual(['nakshatra']);
  });

  it('refuses Aunsi and a tithi outside its list', () => {
    expect(failing(rules, goodDay(rules, { tithi: 30 }))).toEqual(['tithi']);
    expect(failing(rules, goodDay(rules, { tithi: 29 }))).toEqual(['tithi']);
  });

  it('refuses Vyatipata and Vaidhriti whole, and Vishkambha only in its first three nadis', () => {
    expect(failing(rules, goodDay(rules, { yoga: 17, yogaRun: 0.9 }))).toEqual(['yoga']);
    expect(failing(rules, goodDay(rules, { yoga: 27, yogaRun: 0.9 }))).toEqual(['yoga']);
    expect(failing(rules, goodDay(rules, { yoga: 1, yogaRun: 2 / 60 }))).toEqual(['yoga']);
    expect(failing(rules, goodDay(rules, { yoga: 1, yogaRun: 4 / 60 }))).toEqual([]);
  });

  it('refuses Vishti (Bhadra) karana', () => {
    expect(failing(rules, goodDay(rules, { karana: 8 }))).toEqual(['karana']);
  });

  it('closes an intercalary month', () => {
    expect(failing(rules, { ...goodDay(rules), adhik: true })).toEqual(['adhik']);
  });

  it('needs every panchang condition at one and the same moment', () => {
    const rules2 = rules;
    const day = goodDay(rules2);
    const badNakshatra = { ...day.day[0]!, nakshatra: 9, ms: day.day[0]!.ms + 1 };
    const badTithi = { ...day.day[0]!, tithi: 30, ms: day.day[0]!.ms + 2 };
    const split = { ...day, day: [badNakshatra, badTithi], night: [badNakshatra, badTithi] };
    expect(checkDay(rules2, split).at).toBeUndefined();
  });
});

describe('saait rules, kind by kind', () => {
  const day = (kind: keyof typeof KIND_RULES, patch: Partial<DayFacts>) =>
    failing(KIND_RULES[kind], { ...goodDay(KIND_RULES[kind]), ...patch });

  it('closes marriage, bratabandha, moving in and foundation in Chaturmas, but not pasni or trade', () => {
    for (const kind of ['bibaha', 'bratabandha', 'griha-prabesh'] as const) {
      expect(day(kind, { chaturmas: true })).toEqual(['chaturmas']);
    }
    expect(day('pasni', { chaturmas: true })).toEqual([]);
    expect(day('byapar', { chaturmas: true })).toEqual([]);
  });

  it('closes marriage while Jupiter or Venus is combust', () => {
    expect(day('bibaha', { jupiterCombust: true })).toEqual(['jupiter-combust']);
    expect(day('bibaha', { venusCombust: true })).toEqual(['venus-combust']);
    expect(day('pasni', { jupiterCombust: true, venusCombust: true })).toEqual([]);
  });

  it('closes marriage with the Sun in Dhanu (Poush), Meen (Chaitra) or Tula', () => {
    expect(day('bibaha', { sunSign: 9 })).toEqual(['sun-sign']);
    expect(day('bibaha', { sunSign: 12 })).toEqual(['sun-sign']);
    expect(day('bibaha', { sunSign: 7 })).toEqual(['sun-sign']);
    expect(day('bibaha', { sunSign: 10 })).toEqual([]);
  });

  it('takes marriage on any weekday under a pure lagna, and pasni not on a Sunday or Tuesday', () => {
    for (let weekday = 0; weekday < 7; weekday += 1) expect(day('bibaha', { weekday })).toEqual([]);
    expect(day('pasni', { weekday: 0 })).toEqual(['weekday']);
    expect(day('pasni', { weekday: 2 })).toEqual(['weekday']);
    expect(day('byapar', { weekday: 6 })).toEqual(['weekday']);
  });

  it('takes marriage in Krishna paksha up to Dashami, bratabandha in Shukla only', () => {
    const k = (tithi: number, kind: 'bibaha' | 'bratabandha') =>
      failing(KIND_RULES[kind], goodDay(KIND_RULES[kind], { tithi }));
    expect(k(25, 'bibaha')).toEqual([]);
    expect(k(24, 'bibaha')).toEqual([]); // Krishna Navami, Rikta, under the pure lagna
    expect(k(26, 'bibaha')).toEqual(['tithi']);
    expect(k(1, 'bibaha')).toEqual(['tithi']);
    expect(k(17, 'bratabandha')).toEqual(['tithi']);
    expect(k(2, 'bratabandha')).toEqual([]);
  });

  it('looks for marriage at night and for the other acts by day', () => {
    const rules = KIND_RULES.bibaha;
    const good = goodDay(rules);
    const nightBad = { ...good, night: [{ ...good.night[0]!, nakshatra: 9 }] };
    expect(failing(rules, nightBad)).toEqual(['nakshatra']);
    const pasni = KIND_RULES.pasni;
    const p = goodDay(pasni);
    expect(failing(pasni, { ...p, night: [{ ...p.night[0]!, nakshatra: 9 }] })).toEqual([]);
  });

  it('takes the marriage moment only under a favoured lagna', () => {
    const rules = KIND_RULES.bibaha;
    const at = (lagna: number) => failing(rules, goodDay(rules, { lagna }));
    for (const favoured of [2, 3, 4, 6, 7, 9, 12]) expect(at(favoured)).toEqual([]);
    for (const other of [1, 8]) expect(at(other)).toEqual(['lagna']);
    // Mars in Simha is also in the lagna, the 8th or the 7th of these.
    for (const other of [5, 10, 11]) expect(at(other)).toEqual(['lagna', 'lagna-shuddhi']);
  });

  it('refuses a lagna with Mars in it or in its 7th or 8th house', () => {
    const rules = KIND_RULES.bibaha;
    const good = goodDay(rules);
    const mars = (sign: number) =>
      failing(rules, { ...good, nightGrahas: { ...good.nightGrahas, mars: sign } });
    expect(mars(3)).toEqual(['lagna-shuddhi']); // in the Mithuna lagna
    expect(mars(9)).toEqual(['lagna-shuddhi']); // Dhanu, the 7th
    expect(mars(10)).toEqual(['lagna-shuddhi']); // Makar, the 8th
    expect(mars(4)).toEqual([]);
    const checks = checkDay(rules, { ...good, nightGrahas: { ...good.nightGrahas, mars: 9 } });
    expect(checks.checks.find((c) => c.rule === 'lagna-shuddhi')?.value).toBe(7);
  });

  it('admits a Rikta tithi or a Tuesday only at a moment whose lagna is pure, and says so', () => {
    const rules = KIND_RULES.bibaha;
    const chaturthi = goodDay(rules, { tithi: 4 });
    const found = checkDay(rules, chaturthi);
    expect(found.at).toBeDefined();
    expect(found.checks.find((c) => c.rule === 'tithi')).toMatchObject({ ok: true, byLagna: true });
    expect(failing(rules, goodDay(rules, { tithi: 4, lagna: 1 }))).toEqual(['tithi', 'lagna']);
    expect(failing(rules, { ...goodDay(rules, { lagna: 8 }), weekday: 2 })).toEqual([
      'weekday',
      'lagna',
    ]);
    // A good tithi needs no help from the lagna.
    const dwitiya = checkDay(rules, goodDay(rules, { tithi: 2 }));
    expect(dwitiya.checks.find((c) => c.rule === 'tithi')?.byLagna).toBeUndefined();
  });

  it('refuses a marriage moment whose Moon shares its nakshatra with the Sun, Mars, Saturn, Rahu or Ketu', () => {
    const rules = KIND_RULES.bibaha;
    const good = goodDay(rules); // the Moon in Rohini
    const joined = (graha: keyof DayFacts['nightNakshatras']) =>
      failing(rules, { ...good, nightNakshatras: { ...good.nightNakshatras, [graha]: 4 } });
    for (const malefic of ['sun', 'mars', 'saturn', 'rahu', 'ketu'] as const) {
      expect(joined(malefic)).toEqual(['yuti']);
    }
    // Venus is exempt and a benefic's company is no fault.
    for (const benefic of ['venus', 'jupiter', 'mercury'] as const)
      expect(joined(benefic)).toEqual([]);
    const saturn = { ...good, nightNakshatras: { ...good.nightNakshatras, saturn: 4 } };
    expect(checkDay(rules, saturn).checks.find((c) => c.rule === 'yuti')?.value).toBe(4);
    // Judged per moment: with Saturn in Rohini the later moment, the Moon in Mrigashira, is taken.
    const later = { ...good.night[0]!, ms: good.night[0]!.ms + 1, nakshatra: 5 };
    const found = checkDay(rules, { ...saturn, night: [good.night[0]!, later] });
    expect(found.at).toBe(later.ms);
  });

  it('reads yuti for marriage only', () => {
    const pasni = KIND_RULES.pasni;
    const p = goodDay(pasni);
    const moon = p.day[0]!.nakshatra;
    expect(failing(pasni, { ...p, nightNakshatras: { ...p.nightNakshatras, mars: moon } })).toEqual(
      [],
    );
  });

  it('uses the eleven marriage nakshatras of the Vivaha prakarana', () => {
    expect([...KIND_RULES.bibaha.nakshatras]).toEqual([4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27]);
  });
});
