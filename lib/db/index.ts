import 'server-only';

// The store's public surface: only this folder writes SQL.
export {
  closeDb,
  databasePath,
  describeStore,
  getDb,
  migrationStatus,
  openDb,
  postgresUrlOf,
  storeTarget,
  type Db,
  type StoreTarget,
} from './client';
export { storeKind, type StoreKind } from './dialect';
export * from './backfill';
export * from './forex';
export * from './fuel';
export * from './locks';
export * from './metals';
export * from './runs';
export * from './stats';
export * from './vegetables';
export {
  backupStore,
  copyRows,
  copyStore,
  restoreStore,
  TRANSFER_TABLES,
  type TransferCounts,
} from './transfer';
