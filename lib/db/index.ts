import 'server-only';

// The store's public surface: only this folder writes SQL.
export { closeDb, databasePath, getDb, migrationStatus, type Db } from './client';
export * from './backfill';
export * from './forex';
export * from './metals';
export * from './runs';
export * from './stats';
export * from './vegetables';
