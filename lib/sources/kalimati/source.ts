import 'server-only';
import { pagesShowing, type SourceDescriptor } from '../descriptor';

export const vegetablesSource: SourceDescriptor = {
  id: 'vegetables',
  upstream: 'Kalimati',
  publisher: {
    name: 'Kalimati Fruits and Vegetable Market Development Board',
    url: 'https://kalimatimarket.gov.np/',
  },
  cadence: { readyHour: 12, publishes: () => true, graceDays: 0 },
  schedule: { polls: ['15 6-11 * * *', '0 13,17 * * *'], oncePerDay: true },
  refreshes: { pages: pagesShowing('vegetables'), widgets: ['vegetables'] },
  limits: {},
};
