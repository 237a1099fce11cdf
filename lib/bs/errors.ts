/** Any bad date in lib/bs: a RangeError (catch either), its message naming the supported range. */
export class BsRangeError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'BsRangeError';
  }
}

const part = (value: unknown, width: number): string =>
  Number.isInteger(value) && (value as number) >= 0
    ? String(value).padStart(width, '0')
    : String(value);

/** 'YYYY-MM-DD' for messages; shows garbage fields (NaN, 1.5, undefined) as they are. */
export function describeYmd(date: { year: unknown; month: unknown; day: unknown }): string {
  return `${part(date.year, 4)}-${part(date.month, 2)}-${part(date.day, 2)}`;
}
