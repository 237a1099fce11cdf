/**
 * The rules against the published calendar of BS 2079–2080 (npEventsAPI artifacts in
 * shared/reference, test-only): every reference event name is mapped to a catalogue id or listed
 * as unmapped with a reason; every mapped event is reproduced on its day except the listed,
 * explained misses; the published holiday flags agree except the listed differences.
 */
import { FESTIVALS, FESTIVALS_BY_ID, OFFICIAL_LISTS } from '@/lib/festivals';

import { checkHolidays, checkMappedEvents, classifyNames, percent, yearRates } from './compare';
import type { EventCheck } from './compare';
import { MAJOR_IDS, MAPPED, UNMAPPED, UNMAPPED_REASONS, type UnmappedReason } from './event-map';
import { HOLIDAY_DIFFERENCES, KNOWN_MISSES } from './known-differences';
import { describeWithReference } from '../support/reference';
import { EVENT_YEARS, loadReferenceEvents, REFERENCE_DIR } from './reference-events';

const days = loadReferenceEvents();
const describeAgainstReference = describeWithReference(
  days !== null,
  'festivals reference-match',
  REFERENCE_DIR,
);

describeAgainstReference('published calendar, BS 2079–2080 (npEventsAPI)', () => {
  const reference = days ?? [];
  let checks: EventCheck[] = [];
  beforeAll(() => {
    checks = checkMappedEvents(reference);
  });

  it('reads both years day by day, with events and holiday flags', () => {
    expect(reference.filter((d) => d.bsDate.year === 2079)).toHaveLength(365);
    expect(reference.filter((d) => d.bsDate.year === 2080)).toHaveLength(365);
    expect(reference.filter((d) => d.events.length > 0).length).toBeGreaterThan(450);
    expect(reference.filter((d) => d.isPublicHoliday)).toHaveLength(88);
  });

  describe('name tables', () => {
    it('maps or lists every reference event name: none unknown, none in both tables', () => {
      const { mapped, unmapped, unknown } = classifyNames(reference);
      expect([...unknown.keys()]).toEqual([]);
      const listed = Object.values(UNMAPPED).flat();
      expect(listed.filter((name) => MAPPED[name] !== undefined)).toEqual([]);
      expect(new Set(listed).size).toBe(listed.length);
      const lines = (Object.keys(UNMAPPED) as UnmappedReason[]).map((reason) => {
        const names = [...(unmapped.get(reason)?.keys() ?? [])];
        return `  ${reason} (${names.length}): ${UNMAPPED_REASONS[reason]}\n    ${names.join(' · ')}`;
      });
      console.info(
        `reference event names: ${mapped.size} mapped to ${new Set(Object.values(MAPPED)).size} catalogue ids; ` +
          `${listed.length} unmapped, by reason:\n${lines.join('\n')}`,
      );
    });

    it('holds no stale name: each table entry occurs in the reference', () => {
      const names = new Set(reference.flatMap((d) => d.events));
      expect(Object.keys(MAPPED).filter((n) => !names.has(n))).toEqual([]);
      expect(
        Object.values(UNMAPPED)
          .flat()
          .filter((n) => !names.has(n)),
      ).toEqual([]);
    });

    it('maps only to catalogue ids, and covers all but Maghi', () => {
      expect(Object.values(MAPPED).filter((id) => !FESTIVALS_BY_ID.has(id))).toEqual([]);
      const covered = new Set(Object.values(MAPPED));
      expect(FESTIVALS.filter((f) => !covered.has(f.id)).map((f) => f.id)).toEqual(['maghi']);
      expect(MAJOR_IDS.every((id) => FESTIVALS_BY_ID.has(id))).toBe(true);
    });
  });

  describe('festival dates', () => {
    it('reports the match rate per year', () => {
      const rates = yearRates(checks);
      console.info(
        rates
          .map(
            (r) =>
              `BS ${r.year}: major festivals ${percent(r.major)}, all mapped events ${percent(r.all)}`,
          )
          .join('\n'),
      );
      expect(rates.map((r) => r.year)).toEqual([...EVENT_YEARS]);
    });

    it('reproduces every published date of the major festivals in both years', () => {
      for (const year of EVENT_YEARS) {
        const ofYear = checks.filter((c) => c.year === year && c.major);
        // Each major festival is in the reference that year, so 100% is not vacuous.
        expect(new Set(ofYear.map((c) => c.id))).toEqual(new Set(MAJOR_IDS));
        expect(ofYear.filter((c) => !c.matched)).toEqual([]);
      }
    });

    it('reproduces every mapped event except the listed, explained misses', () => {
      const misses = checks
        .filter((c) => !c.matched)
        .map((c) => ({ bs: c.bs, id: c.id, computed: c.computed }));
      expect(misses).toEqual(KNOWN_MISSES.map(({ bs, id, computed }) => ({ bs, id, computed })));
      for (const miss of KNOWN_MISSES) expect(miss.reason.length).toBeGreaterThan(40);
      const matched = checks.filter((c) => c.matched).length;
      expect(matched).toBeGreaterThanOrEqual(190);
    });
  });

  describe('holiday flags', () => {
    it('agrees with the published flag on every day except the listed, explained differences', () => {
      const differences = checkHolidays(reference)
        .filter((h) => h.published !== h.computed)
        .map((h) => ({ bs: h.bs, published: h.published }));
      expect(differences).toEqual(
        HOLIDAY_DIFFERENCES.map(({ bs, published }) => ({ bs, published })),
      );
      const agree = reference.length - differences.length;
      console.info(
        `holiday flags: ${agree}/${reference.length} days agree; ${differences.length} explained differences`,
      );
    });

    it('finds each 2080 official-list entry on a published holiday', () => {
      const list = OFFICIAL_LISTS.get(2080);
      expect(list).toBeDefined();
      for (const entry of list?.entries ?? []) {
        const bs = `${entry.date.year}/${entry.date.month}/${entry.date.day}`;
        const day = reference.find((d) => d.bs === bs);
        expect({ bs, holiday: day?.isPublicHoliday }).toEqual({ bs, holiday: true });
        const id = typeof entry.festival === 'string' ? entry.festival : entry.festival.id;
        expect(day?.events.some((name) => MAPPED[name] === id)).toBe(true);
      }
    });
  });
});
