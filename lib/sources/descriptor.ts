import 'server-only';
import { sourcePage } from '@/lib/urls/page-table';
import type { WidgetName } from '@/lib/widgets/catalog';
import type { Cadence } from './cadence';
import type { SourceId } from './types';

/** A source without the store; reader-facing names and cadences are messages (Market.sources…). */
export interface SourceDescriptor {
  id: SourceId;
  /** The upstream's short name, as the run log and the ingest CLI know it. */
  upstream: string;
  /** Publisher and public page, for attribution ("as of … (source)") in pages and the API. */
  publisher: { name: string; url: string };
  cadence: Cadence;
  schedule: {
    /** Poll times (cron, Nepal time), fitted to when the upstream publishes. */
    polls: readonly string[];
    /** Publishes once a day: polls stop once today's data is stored. */
    oncePerDay: boolean;
  };
  /** Pages (without locale) and widgets that show the data; the API reads the store per request. */
  refreshes: { pages: readonly string[]; widgets: readonly WidgetName[] };
  /** Bounds on what a backfill asks of the upstream. */
  limits: { daysPerRequest?: number; maxPages?: number };
}

/** The source's own screen (its page-table row) and the home page, whose teasers show them all. */
export const pagesShowing = (id: SourceId): readonly string[] => [sourcePage(id), ''];
