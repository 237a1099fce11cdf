export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a repeated query parameter (`?range=90&range=30` means 90). */
export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
