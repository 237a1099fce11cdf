import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getProvenance, type Provenance } from './provenance';
import { rangeStart } from './series-summary';
import { markStoreOutage } from './unavailable-store';
import {
  getVegetableItemHistory,
  getVegetableMarket,
  type VegetableItem,
  type VegetableMarket,
} from './vegetable-data';
import { pickItem } from './vegetable-item';

/** Everything the vegetables page shows from the store, read once per request. */
export type VegetablesPageData =
  | { status: 'error' }
  | {
      status: 'ok';
      /** Null on an empty store. */
      market: VegetableMarket | null;
      provenance: Provenance;
      /** The charted item (`?item=`, else Kalimati's first) and its last year of averages. */
      history: { item: VegetableItem; points: { date: string; value: number }[] } | null;
    };

/** The vegetables page's data; an unreadable store marks the render as an outage. */
export async function loadVegetablesPage(item?: string): Promise<VegetablesPageData> {
  try {
    const market = await getVegetableMarket();
    const provenance = await getProvenance(
      'vegetables',
      market?.date ?? null,
      market?.fetchedAt ?? null,
    );
    const selected = market ? pickItem(market.items, item) : undefined;
    const history =
      market && selected
        ? {
            item: selected,
            points: (
              await getVegetableItemHistory(selected.id, rangeStart(market.date, 365), market.date)
            ).map((p) => ({ date: p.date, value: p.avg })),
          }
        : null;
    return { status: 'ok', market, provenance, history };
  } catch (error) {
    // Next's own signals (e.g. the build guard's switch to per-request rendering) pass through.
    unstable_rethrow(error);
    // An unreadable store keeps the page up with the spec's error text (and a 200).
    console.error('vegetables page: store read failed', error);
    await markStoreOutage();
    return { status: 'error' };
  }
}
