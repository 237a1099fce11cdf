import 'server-only';
import { pagesShowing, type SourceDescriptor } from '../descriptor';

export const metalsSource: SourceDescriptor = {
  id: 'metals',
  upstream: 'FENEGOSIDA',
  publisher: {
    name: 'Federation of Nepal Gold and Silver Dealers’ Association (FENEGOSIDA)',
    url: 'https://www.fenegosida.org/',
  },
  cadence: { readyHour: 13, publishes: (day) => day !== 6, graceDays: 0 },
  schedule: { polls: ['0,30 10-15 * * *', '0 16,18 * * *'], oncePerDay: false },
  refreshes: { pages: pagesShowing('metals'), widgets: ['gold'] },
  limits: {},
};
