import {
  getDb,
  insertFuelRevisions,
  latestDataDate,
  upsertForexDays,
  upsertMetalDays,
  upsertVegetableDay,
} from '@/lib/db';
import { parseSources, runCli } from '@/lib/ingest';
import { backfill } from '@/lib/ingest/backfill';
import { pathsFor } from '@/lib/ingest/page-refresh';
import { INGEST_SOURCES } from '@/lib/ingest/sources';
import { sourceStatuses } from '@/lib/ingest/status';
import { SOURCES } from '@/lib/sources/registry';
import { SOURCE_IDS } from '@/lib/sources/types';
import { PAGES } from '@/lib/urls/page-table';
import { WIDGET_NAMES } from '@/lib/widgets/catalog';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';
import { describeStores, useCleanEnv, useTempStore } from '../../support/upstream/harness';

const pagePaths = new Set(Object.values(PAGES).map((row) => (row.path === '/' ? '' : row.path)));

describe('the source descriptors', () => {
  it.each(SOURCE_IDS)('%s has one descriptor, the same for pages and ingestion', (id) => {
    expect(SOURCES[id].id).toBe(id);
    expect(INGEST_SOURCES[id]).toMatchObject(SOURCES[id]);
    expect(typeof INGEST_SOURCES[id].collect).toBe('function');
  });

  it('lists exactly the source ids', () => {
    expect(Object.keys(SOURCES).sort()).toEqual([...SOURCE_IDS].sort());
    expect(Object.keys(INGEST_SOURCES).sort()).toEqual([...SOURCE_IDS].sort());
  });

  it.each(SOURCE_IDS)('%s refreshes pages of the page table and widgets of the catalog', (id) => {
    const { pages, widgets } = SOURCES[id].refreshes;
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(pagePaths).toContain(page);
    expect(widgets.length).toBeGreaterThan(0);
    for (const widget of widgets) expect(WIDGET_NAMES).toContain(widget);
    expect(pathsFor([id])).toEqual(expect.arrayContaining([`/en${pages[0]}`, `/ne${pages[0]}`]));
  });

  it.each(SOURCE_IDS)('%s has its reader-facing name and cadence in both languages', (id) => {
    for (const messages of [en, ne]) {
      expect(messages.Market.sources[id]).toEqual(expect.any(String));
      expect(messages.Market.provenance.cadence[id]).toEqual(expect.any(String));
    }
  });

  it('names each upstream once, and the CLI accepts that name for its source', () => {
    const upstreams = SOURCE_IDS.map((id) => SOURCES[id].upstream.toLowerCase());
    expect(new Set(upstreams).size).toBe(SOURCE_IDS.length);
    expect(parseSources(upstreams)).toEqual({ ok: true, sources: [...SOURCE_IDS] });
  });
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describeStores('ingestion over the descriptors', (kind) => {
  useCleanEnv();
  useTempStore(kind);

  it('reports every source’s latest date through the one store function', async () => {
    const db = await getDb();
    await upsertForexDays(
      db,
      [
        {
          date: '2026-04-02',
          publishedOn: null,
          modifiedOn: null,
          rates: [{ iso3: 'USD', name: 'U.S. Dollar', unit: 1, buy: 140, sell: 140.6 }],
        },
      ],
      '2026-04-02T01:00:00Z',
    );
    await upsertVegetableDay(
      db,
      {
        date: '2026-04-01',
        rows: [
          {
            nameNe: 'गोलभेडा',
            nameEn: 'Tomato',
            unit: 'kg',
            unitLabel: 'के.जी.',
            min: 40,
            max: 50,
            avg: 45,
          },
        ],
      },
      '2026-04-01T06:00:00Z',
    );
    await upsertMetalDays(
      db,
      [
        {
          date: '2026-03-31',
          prices: [{ metal: 'gold', grade: 'fine', unit: 'tola', price: 180000 }],
        },
      ],
      '2026-03-31T06:00:00Z',
    );
    // A revision from March, last seen on NOC's table at 01:45 NPT on 2 April.
    await insertFuelRevisions(
      db,
      [
        {
          date: '2026-03-20',
          dateBs: '2082-12-06',
          prices: [{ product: 'petrol', unit: 'litre', currency: 'NPR', price: 170 }],
        },
      ],
      '2026-04-01T20:00:00Z',
    );
    const at = new Date('2026-04-02T08:00:00Z');
    const statuses = await sourceStatuses(at, db);
    expect(statuses.map((s) => [s.id, s.name, s.latestDate, s.stale])).toEqual([
      ['forex', 'Nepal Rastra Bank', '2026-04-02', false],
      ['vegetables', SOURCES.vegetables.publisher.name, '2026-04-01', true],
      ['metals', SOURCES.metals.publisher.name, '2026-03-31', true],
      ['fuel', 'Nepal Oil Corporation', '2026-04-02', false],
    ]);
    for (const status of statuses)
      expect(await latestDataDate(status.id, db)).toBe(status.latestDate);
  });

  it('has no latest date for a source with nothing stored', async () => {
    for (const id of SOURCE_IDS) expect(await latestDataDate(id)).toBeNull();
  });

  it('sends a source whose past is an archive to its walk, not to a day range', async () => {
    const walked = SOURCE_IDS.filter((id) => INGEST_SOURCES[id].backfill.by === 'archive');
    expect(walked).toEqual(['fuel']);
    const summary = await backfill('fuel', { from: '2026-01-01', to: '2026-01-02' });
    expect(summary).toMatchObject({ stored: 0, requests: 0 });
    expect(summary.error).toBe('fuel revisions are walked by page: use "fuel --backfill"');
    const cli = capture();
    expect(await runCli(['noc', '--from', '2026-01-01'], cli.io)).toBe(2);
    expect(cli.err[0]).toMatch(/^fuel revisions are not days: use "fuel --backfill"/);
  });
});
