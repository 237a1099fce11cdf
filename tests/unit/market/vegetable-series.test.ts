import { Migrator, sql } from 'kysely';
import {
  findCommodity,
  getDb,
  getVegetableDay,
  getVegetableHistory,
  migrationStatus,
  openDb,
  upsertVegetableDay,
} from '@/lib/db';
import { migrationProvider } from '@/lib/db/migrations';
import type { VegetableRow } from '@/lib/sources/types';
import { describeStores, useCleanEnv, useTempStore } from '../../support/upstream/harness';

const row = (patch: Partial<VegetableRow>): VegetableRow => ({
  nameNe: 'केरा',
  nameEn: 'Banana',
  unit: 'dozen',
  unitLabel: 'दर्जन',
  min: 120,
  max: 130,
  avg: 125,
  ...patch,
});

describeStores('Kalimati series in the store', (kind) => {
  useCleanEnv();
  const store = useTempStore(kind);

  it('keeps past prices under their own unit when a commodity is re-listed in another unit', async () => {
    const db = await getDb();
    await upsertVegetableDay(
      db,
      {
        date: '2025-10-18',
        rows: [
          row({}),
          row({
            nameNe: 'आलु रातो',
            nameEn: 'Potato Red',
            unit: 'kg',
            unitLabel: 'के.जी.',
            min: 60,
            max: 62,
            avg: 61,
          }),
        ],
      },
      '2025-10-18T03:00:00.000Z',
    );
    // Next day: bananas by the kilogram, a new English spelling, potatoes in another kg spelling.
    await upsertVegetableDay(
      db,
      {
        date: '2025-10-19',
        rows: [
          row({
            nameEn: 'Banana Ripe',
            unit: 'kg',
            unitLabel: 'के.जी.',
            min: 90,
            max: 100,
            avg: 95,
          }),
          row({
            nameNe: 'आलु रातो',
            nameEn: 'Red Potato',
            unit: 'kg',
            unitLabel: 'केजी',
            min: 63,
            max: 65,
            avg: 64.2,
          }),
        ],
      },
      '2025-10-19T03:00:00.000Z',
    );

    const before = await getVegetableDay('2025-10-18');
    expect(before?.rows.find((r) => r.nameNe === 'केरा')).toMatchObject({
      nameEn: 'Banana',
      unit: 'dozen',
      unitLabel: 'दर्जन',
      avg: 125,
    });
    const after = await getVegetableDay('2025-10-19');
    // Per kg is a new series: no change against the per-dozen price, and the stored name stays.
    expect(after?.rows.find((r) => r.nameNe === 'केरा')).toMatchObject({
      nameEn: 'Banana Ripe',
      unit: 'kg',
      avg: 95,
      previousAvg: null,
    });
    // The same unit in another spelling is the same series, with its first name and label kept.
    expect(after?.rows.find((r) => r.nameNe === 'आलु रातो')).toMatchObject({
      nameEn: 'Potato Red',
      unit: 'kg',
      unitLabel: 'के.जी.',
      avg: 64.2,
      previousAvg: 61,
    });

    // The history under a name is the newest series, in one unit only.
    const banana = await findCommodity('केरा');
    expect(banana).toMatchObject({ unit: 'kg' });
    expect(await getVegetableHistory(banana?.id ?? -1)).toEqual([
      { date: '2025-10-19', min: 90, max: 100, avg: 95 },
    ]);
    const potato = await findCommodity('potato red');
    expect((await getVegetableHistory(potato?.id ?? -1)).map((p) => p.avg)).toEqual([61, 64.2]);
  });

  it('migrates a store written before series: same ids, prices kept, unit keys derived', async () => {
    // The store as the first release left it: 0001 only, one row per Nepali name.
    const old = await openDb(store.url(), { migrate: false });
    await new Migrator({ db: old, provider: migrationProvider }).migrateTo('0001_market_data');
    await sql`insert into kalimati_commodities (id, name_ne, name_en, unit, unit_label)
      values (7, 'केरा', 'Banana', 'dozen', 'दर्जन'), (9, 'साग', null, 'other', 'मुठा')`.execute(old);
    await sql`insert into kalimati_prices values ('2025-10-18', 7, 120, 130, 125, '2025-10-18T06:00:00.000Z'),
      ('2025-10-18', 9, 20, 30, 25, '2025-10-18T06:00:00.000Z')`.execute(old);
    await old.destroy();

    expect((await migrationStatus()).map((m) => m.name)).toEqual([
      '0001_market_data',
      '0002_kalimati_unit_series',
      '0003_backfill_days',
      '0004_fuel_prices',
    ]);
    const day = await getVegetableDay('2025-10-18');
    expect(day?.rows.map((r) => [r.commodityId, r.nameNe, r.unit, r.avg]).sort()).toEqual([
      [7, 'केरा', 'dozen', 125],
      [9, 'साग', 'other', 25],
    ]);
    const db = await getDb();
    expect(
      await db
        .selectFrom('kalimati_commodities')
        .select(['id', 'unit_key'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { id: 7, unit_key: 'dozen' },
      { id: 9, unit_key: 'other:मुठा' },
    ]);
  });
});
