/**
 * What every /api answer shares, whoever writes it (route handlers, the proxy, the server's
 * request guard): the error envelope and the methods the API answers.
 */

/** The one error envelope, `{ error: { code, message } }`. */
export function errorEnvelope(
  code: string,
  message: string,
): {
  error: { code: string; message: string };
} {
  return { error: { code, message } };
}

/** The methods every /api path answers (HEAD comes with GET). */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
