/** The forms `DATABASE_URL` accepts, shared by the environment check and the store. */
export const DATABASE_URL_FORMS =
  'file:PATH for SQLite (the default, file:./data/site.db), or postgres://USER:PASSWORD@HOST:PORT/DATABASE (also postgresql://) for PostgreSQL';

export type DatabaseUrlKind = 'sqlite' | 'postgres';

/** Which store a `DATABASE_URL` names; the error never repeats the URL (it may hold a password). */
export function databaseUrlKind(url: string): DatabaseUrlKind {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'file' || url === ':memory:') return 'sqlite';
  throw new Error(
    `DATABASE_URL with the scheme "${scheme}:" is not supported: use ${DATABASE_URL_FORMS}`,
  );
}

/** The URL with any password replaced by `***`, for logs and CLI output. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}
