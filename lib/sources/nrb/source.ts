import 'server-only';
import { pagesShowing, type SourceDescriptor } from '../descriptor';

export const forexSource: SourceDescriptor = {
  id: 'forex',
  upstream: 'NRB',
  publisher: { name: 'Nepal Rastra Bank', url: 'https://www.nrb.org.np/forex/' },
  cadence: { readyHour: 2, publishes: () => true, graceDays: 0 },
  schedule: { polls: ['5 0 * * *', '0 1-10 * * *'], oncePerDay: false },
  refreshes: { pages: pagesShowing('forex'), widgets: ['forex'] },
  // NRB pages hold 100 days at per_page=100: one window is one request.
  limits: { daysPerRequest: 100 },
};
