import { SourceError } from '@/lib/sources/errors';

/** Why `run` threw, as '<kind>: <message>' for a SourceError, or 'no error'. */
export function reason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof SourceError ? `${error.kind}: ${error.message}` : String(error);
  }
  return 'no error';
}
