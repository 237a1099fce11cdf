import { closedPeriods, inChaturmas, jupiterCombust, venusCombust } from '@/lib/saait';

const at = (iso: string) => Date.parse(`${iso}T06:00:00+05:45`);

describe('Chaturmas', () => {
  it('runs from Harishayani (Ashadh Shukla 11) to Haribodhini Ekadashi (Kartik Shukla 11)', () => {
    expect(inChaturmas(3, false, 10)).toBe(false);
    expect(inChaturmas(3, false, 11)).toBe(true);
    expect(inChaturmas(3, false, 20)).toBe(false); // purnimanta Ashadh Krishna comes first
    expect(inChaturmas(4, true, 5)).toBe(true);
    expect(inChaturmas(7, false, 25)).toBe(true);
    expect(inChaturmas(7, false, 11)).toBe(true);
    expect(inChaturmas(7, false, 12)).toBe(false);
    expect(inChaturmas(8, false, 20)).toBe(false);
  });
});

describe('combustion from the Sun by the classical orbs', () => {
  it('finds Jupiter combust at its conjunction of June 2025 and not two months on', () => {
    expect(jupiterCombust(at('2025-06-24'))).toBe(true);
    expect(jupiterCombust(at('2025-08-24'))).toBe(false);
  });

  it('finds Venus combust at its superior conjunction of January 2026', () => {
    expect(venusCombust(at('2026-01-06'))).toBe(true);
    expect(venusCombust(at('2026-04-06'))).toBe(false);
  });

  it('lets retrograde Venus pass 8°–10° from the Sun (inferior conjunction, March 2025)', () => {
    expect(venusCombust(at('2025-03-23'))).toBe(false);
  });
});

describe('closed periods of a year', () => {
  const year2082 = closedPeriods(2082, 'bibaha');
  const year2083 = closedPeriods(2083, 'bibaha');
  const find = (periods: typeof year2082, reason: string) =>
    periods.filter((p) => p.reason === reason);

  it('closes Chaturmas 2082 from Asar to Kartik', () => {
    const [chaturmas] = find(year2082, 'chaturmas');
    expect(chaturmas?.from.month).toBe(3);
    expect(chaturmas?.to.month).toBe(7);
  });

  it('closes marriage while Jupiter is set around its conjunction of Asar 2082 (Jestha–Asar)', () => {
    const [jupiter] = find(year2082, 'jupiter-combust');
    expect([jupiter?.from.month, jupiter?.to.month]).toEqual([2, 3]);
  });

  it('closes Poush and Chaitra by the Sun in Dhanu and Meen', () => {
    const months = find(year2082, 'sun-sign').map((p) => p.from.month);
    expect(months).toEqual(expect.arrayContaining([9, 12]));
  });

  it('closes the intercalary month of 2083 (Anala, in Jestha)', () => {
    const [adhik] = find(year2083, 'adhik');
    expect(adhik?.from).toEqual({ year: 2083, month: 2, day: 3 });
  });

  it('lists only the closures that apply to the kind', () => {
    expect(closedPeriods(2082, 'pasni').every((p) => p.reason === 'adhik')).toBe(true);
  });
});
