/**
 * Every rule in every supported year: BS_MIN_YEAR … BS_MAX_YEAR (1970–2100, all 131 years, no
 * stride or sample). The checks run in a child Node process (all-years-run.ts via tsx): inside
 * Jest's vm context the panchang arithmetic is ~10× slower, which would take this suite from
 * ~15 s to several minutes. The child imports the same modules; the assertions are here.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { FESTIVALS } from '@/lib/festivals';

import type { AllYearsReport } from './all-years-check';

const ROOT = path.resolve(__dirname, '../../..');
let report: AllYearsReport;

beforeAll(() => {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'all-years-run.ts')],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 110_000 },
  );
  report = JSON.parse(out) as AllYearsReport;
  console.info(
    `all years: ${report.years.length} festival years × ${report.festivals} festivals; ` +
      `rules ${report.ms.cycles} ms, lunar-month check ${report.ms.lunar} ms, ` +
      `eventsForYear ${report.ms.api} ms (${report.eventCount} events); ` +
      `lunar verdicts ${JSON.stringify(report.verdicts)}`,
  );
}, 120_000);

describe(`every festival in every supported year (BS ${BS_MIN_YEAR}–${BS_MAX_YEAR})`, () => {
  it('checks all 131 years and the whole catalogue', () => {
    expect(report.years).toHaveLength(BS_MAX_YEAR - BS_MIN_YEAR + 1);
    expect(report.years[0]).toBe(1970);
    expect(report.years.at(-1)).toBe(2100);
    expect(report.festivals).toBe(FESTIVALS.length);
  });

  it('resolves each festival to exactly one occurrence per festival year; no lunar rule is ambiguous', () => {
    expect(report.missing).toEqual([]);
    expect(report.ambiguous).toEqual([]);
  });

  it('puts solar, Gregorian and derived festivals exactly where their rules say, lunar ones on one day', () => {
    expect(report.misplaced).toEqual([]);
  });

  it('keeps each lunar festival within a month of its solar namesake (festival-year assignment)', () => {
    expect(report.far).toEqual([]);
  });
});

describe('lunar festivals inside their lunar month (lunarMonthAt at the rule moment)', () => {
  it('finds no lunar occurrence outside its nija month', () => {
    expect(report.outside).toEqual([]);
    const lunar = FESTIVALS.filter((f) => f.rule.kind === 'lunar').length;
    const total = Object.values(report.verdicts).reduce((a, b) => a + (b ?? 0), 0);
    expect(total).toBe(lunar * report.years.length);
    // Most days hold the tithi at the moment; kshaya tithis take the day they run through.
    expect(report.verdicts.direct).toBeGreaterThan(0.95 * total);
    expect(report.verdicts.kshaya).toBeGreaterThan(100);
  });

  it('applies the nishitha rule’s sunrise fallback where no midnight holds the tithi, e.g. Janmashtami 2082', () => {
    // tithi-method.md §5: SS Ashtami 01:06–22:38 on 16 Aug 2025 (2082/4/31) holds no midnight.
    expect(report.nishithaFallback).toContain('2082 krishna-janmashtami 2082/4/31');
    for (const line of report.nishithaFallback) {
      expect(line).toMatch(/ (krishna-janmashtami|maha-shivaratri|gathamuga|kojagrat-purnima) /);
    }
  });

  it('moves a festival to the following month only where its month is expunged (SS kshaya masa: Poush 2020 and 2085, Magh 2039)', () => {
    expect([...report.expunged].sort()).toEqual([
      '2020 swasthani-brata-katha 2020/10/14',
      '2039 basanta-panchami 2039/11/6',
      '2039 sonam-lhosar 2039/11/1',
      '2085 swasthani-brata-katha 2085/10/17',
    ]);
  });
});

describe('eventsForYear over every supported year', () => {
  it('lists each year’s events in date order, all inside the year', () => {
    expect(report.unordered).toEqual([]);
    expect(report.eventCount).toBeGreaterThan(90 * report.years.length);
  });

  it('shows each festival year’s occurrence once, as one contiguous, indexed span', () => {
    expect(report.spanProblems).toEqual([]);
  });

  it('sets isHoliday exactly when holidayFor names someone', () => {
    expect(report.holidayFlagProblems).toEqual([]);
  });
});
