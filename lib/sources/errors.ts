import 'server-only';

/** Why an upstream was not usable; only `invalid` never tries the fallback (same bad data). */
export type SourceErrorKind = 'fetch' | 'format' | 'empty' | 'invalid';

/** An upstream failure with a reason fit for the run log. */
export class SourceError extends Error {
  readonly kind: SourceErrorKind;

  constructor(kind: SourceErrorKind, message: string) {
    super(message);
    this.name = 'SourceError';
    this.kind = kind;
  }
}

/** True for failures a fallback endpoint might avoid. */
export function isFallbackWorthy(error: unknown): boolean {
  return error instanceof SourceError && error.kind !== 'invalid';
}
