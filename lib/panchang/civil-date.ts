/**
 * Moved to lib/time/civil-date.ts (issue 35). This re-export only keeps the files of the store work in
 * progress (lib/ingest, lib/api/schemas/market.ts) compiling until they import the new path;
 * delete it then. Nothing else imports it.
 */
export * from '@/lib/time/civil-date';
