import { apiOptions, methodNotAllowed } from './http';

/*
 * The methods every /api/v1 route answers besides its GET: OPTIONS for CORS preflight, and a
 * JSON 405 (with `Allow` and CORS) for the writing methods, where Next's own 405 would have an
 * empty body and no CORS header. Each route file re-exports them:
 *
 *   export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
 */
export const OPTIONS = apiOptions;
export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
