import type { ApiErrorCode } from './error-codes';

/** What every /api answer shares, whoever writes it: the error envelope and the methods. */

/** The one error envelope, `{ error: { code, message } }`. */
export function errorEnvelope(
  code: ApiErrorCode,
  message: string,
): {
  error: { code: ApiErrorCode; message: string };
} {
  return { error: { code, message } };
}

/** The methods every /api path answers (HEAD comes with GET). */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
