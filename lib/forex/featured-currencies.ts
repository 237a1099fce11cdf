/** The spec's six featured currencies, in its order. */
export const FEATURED_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'INR'] as const;
