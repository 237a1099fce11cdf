import { apiOptions, methodNotAllowed } from './http';

// OPTIONS and JSON 405s for every /api/v1 route (Next's 405 has no body and no CORS).
export const OPTIONS = apiOptions;
export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
