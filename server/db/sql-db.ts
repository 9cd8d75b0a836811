/**
 * What the services ask of their database. Embedded PGlite and a PostgreSQL server both give it
 * (open-devnet-db.ts picks one), so every store runs unchanged on either.
 */
export interface SqlQueryable {
  /** One statement with `$1`-style parameters; BIGINT columns come back as numbers, JSONB parsed. */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Statements without parameters, e.g. a migration. */
  exec(sql: string): Promise<unknown>
}

export interface SqlDb extends SqlQueryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
