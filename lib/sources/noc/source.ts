import 'server-only';
import { pagesShowing, type SourceDescriptor } from '../descriptor';

export const fuelSource: SourceDescriptor = {
  id: 'fuel',
  upstream: 'NOC',
  publisher: { name: 'Nepal Oil Corporation', url: 'https://noc.org.np/retailprice' },
  cadence: { readyHour: 1, publishes: () => true, graceDays: 1 },
  schedule: { polls: ['35 0 * * *', '0 14 * * *'], oncePerDay: false },
  refreshes: { pages: pagesShowing('fuel'), widgets: ['fuel'] },
  limits: { maxPages: 500 },
};
