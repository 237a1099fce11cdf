import { panchang } from '@/lib/panchang';

import knownMisses from './fixtures/known-misses.json';
import { describeWithReference } from '../support/reference';
import { BS_YEARS, loadReference, REFERENCE_DIR } from './reference-data';

const reference = loadReference();
const describeAgainstReference = describeWithReference(
  reference !== null,
  'panchang published-reference',
  REFERENCE_DIR,
);

type Kind = 'kshaya-editing' | 'unflagged-modern' | 'entry-artefact';
const listed = new Map(knownMisses.misses.map((miss) => [miss.ad, miss]));

describeAgainstReference(
  'panchang against the published almanac (npEventsAPI, BS 2076–2080)',
  () => {
    const days = (reference ?? []).map((day) => ({ day, computed: panchang(day.date) }));

    it('reads every day of the five years except the empty 2076/1/1', () => {
      expect(days).toHaveLength(1825);
    });

    it('matches the published sunrise tithi on at least 99% of days in every year', () => {
      const perYear = BS_YEARS.map((year) => {
        const ofYear = days.filter(({ day }) => day.bsYear === year);
        const matched = ofYear.filter(
          ({ day, computed }) => day.tithi === computed.tithi.index,
        ).length;
        return { year, matched, total: ofYear.length };
      });
      console.info(
        `SS tithi agreement: ${perYear.map((y) => `${y.year} ${y.matched}/${y.total}`).join(', ')}`,
      );
      // tithi-method.md §2: 363, 365, 365, 361, 355 = 1,809 of 1,825.
      expect(perYear.map((y) => y.matched)).toEqual([363, 365, 365, 361, 355]);
      const matched = perYear.reduce((sum, y) => sum + y.matched, 0);
      expect(matched / days.length).toBeGreaterThanOrEqual(0.99);
    });

    it('misses exactly the days listed with a reason in fixtures/known-misses.json', () => {
      const misses = days
        .filter(({ day, computed }) => day.tithi !== computed.tithi.index)
        .map(({ day, computed }) => ({
          ad: day.key,
          bs: day.bs,
          published: day.tithi,
          computed: computed.tithi.index,
        }));
      const unlisted = misses.filter((miss) => !listed.has(miss.ad));
      const nowMatching = [...listed.keys()].filter((ad) => !misses.some((miss) => miss.ad === ad));
      expect({ unlisted, nowMatching }).toEqual({ unlisted: [], nowMatching: [] });
      for (const miss of misses) {
        expect(listed.get(miss.ad)).toMatchObject(miss);
      }
    });

    it('explains each listed kshaya miss: the published tithi is the kshaya one after the sunrise tithi', () => {
      for (const miss of knownMisses.misses.filter((m) => (m.kind as Kind) === 'kshaya-editing')) {
        const entry = days.find(({ day }) => day.key === miss.ad);
        const inDay = entry?.computed.tithisInDay ?? [];
        expect(inDay.length).toBeGreaterThanOrEqual(3);
        expect(inDay[1]?.index).toBe(miss.published);
      }
    });

    it('gives the published lunar month, adhik included, on every day', () => {
      const wrong = days
        .filter(
          ({ day, computed }) =>
            day.month !== computed.lunarMonth.index || day.adhik !== computed.lunarMonth.adhik,
        )
        .map(
          ({ day, computed }) =>
            `${day.bs}: published ${day.month}${day.adhik ? ' adhik' : ''}, got ${computed.lunarMonth.index}`,
        );
      expect(wrong).toEqual([]);
      const adhik = new Set(
        days
          .filter(({ computed }) => computed.lunarMonth.adhik)
          .map(({ computed }) => `${computed.date.slice(0, 4)} ${computed.lunarMonth.name}`),
      );
      expect([...adhik]).toEqual(['2020 Ashwin', '2023 Shrawan']);
    });
  },
);
