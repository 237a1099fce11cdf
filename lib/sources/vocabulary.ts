/*
 * The market's vocabulary, declared once as values and types: the metals, their grades and
 * units, and the units Kalimati quotes in. The adapters' records (./types.ts), the store's columns
 * (lib/db/schema.ts) and the API's enums (lib/api/schemas) are built from these. No
 * 'server-only' here: the API's schemas, which the browser's typed client reads, import it.
 */

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
