import 'server-only';
import type { SourceId } from './types';

/** Publisher names and public pages, for attribution ("as of … (source)") in pages and the API. */
export const SOURCE_META: Record<SourceId, { name: string; url: string }> = {
  forex: { name: 'Nepal Rastra Bank', url: 'https://www.nrb.org.np/forex/' },
  vegetables: {
    name: 'Kalimati Fruits and Vegetable Market Development Board',
    url: 'https://kalimatimarket.gov.np/',
  },
  metals: {
    name: 'Federation of Nepal Gold and Silver Dealers’ Association (FENEGOSIDA)',
    url: 'https://www.fenegosida.org/',
  },
  fuel: { name: 'Nepal Oil Corporation', url: 'https://noc.org.np/retailprice' },
};
