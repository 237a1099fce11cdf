import 'server-only';

// The store's public surface: only this folder writes SQL.
export {
  closeDb,
  databasePath,
  describeStore,
  getDb,
  migrationStatus,
  openDb,
  storeTarget,
  type Db,
} from './client';
export { storeKind } from './dialect';
export * from './backfill';
export * from './forex';
export * from './fuel';
export * from './latest';
export * from './locks';
export * from './metals';
export * from './runs';
export * from './stats';
export * from './vegetables';
export { backupStore, copyStore, restoreStore, type TransferCounts } from './transfer';
