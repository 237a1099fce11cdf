// The market's vocabulary for adapters, store and API; not 'server-only': client code imports it.

export const METALS = ['gold', 'silver'] as const;
export type Metal = (typeof METALS)[number];

export const METAL_GRADES = ['fine', 'tejabi', 'standard'] as const;
export type MetalGrade = (typeof METAL_GRADES)[number];

/** Per tola (11.664 g) or per 10 g: FENEGOSIDA quotes both, never per gram. */
export const METAL_UNITS = ['tola', '10g'] as const;
export type MetalUnit = (typeof METAL_UNITS)[number];

/** Kalimati's units, bucketed; `other` keeps the upstream label beside it. */
export const VEGETABLE_UNITS = ['kg', 'dozen', 'piece', 'other'] as const;
export type VegetableUnit = (typeof VEGETABLE_UNITS)[number];

/** What Nepal Oil Corporation prices: the retail table's six columns (data-sources.md §4a). */
export const FUEL_PRODUCTS = [
  'petrol',
  'diesel',
  'kerosene',
  'lpg',
  'atf-domestic',
  'atf-international',
] as const;
export type FuelProduct = (typeof FUEL_PRODUCTS)[number];

/** Per litre, per 14.2 kg LPG cylinder, or per kilolitre (international aviation fuel). */
export const FUEL_UNITS = ['litre', 'cylinder-14.2kg', 'kilolitre'] as const;
export type FuelUnit = (typeof FUEL_UNITS)[number];

export const FUEL_CURRENCIES = ['NPR', 'USD'] as const;
export type FuelCurrency = (typeof FUEL_CURRENCIES)[number];

/** Each product's unit and currency as NOC quotes it; international ATF is sold in dollars. */
export const FUEL_QUOTE: Record<FuelProduct, { unit: FuelUnit; currency: FuelCurrency }> = {
  petrol: { unit: 'litre', currency: 'NPR' },
  diesel: { unit: 'litre', currency: 'NPR' },
  kerosene: { unit: 'litre', currency: 'NPR' },
  lpg: { unit: 'cylinder-14.2kg', currency: 'NPR' },
  'atf-domestic': { unit: 'litre', currency: 'NPR' },
  'atf-international': { unit: 'kilolitre', currency: 'USD' },
};
