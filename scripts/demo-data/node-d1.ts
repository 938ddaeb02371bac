import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import type { SqlParam, StockDb, StockDbStatement } from '../../worker/local-services/stock/d1.ts'

/**
 * The D1 subset of worker/local-services/stock/d1.ts over Node's built-in SQLite, so the stock
 * service's SQL runs in plain unit tests against the real migration and seed. D1 is SQLite too;
 * like D1, rows come back as plain objects and `batch` runs its statements in one transaction.
 */
export function createNodeD1(
  database = new DatabaseSync(':memory:')
): StockDb & { database: DatabaseSync } {
  const statement = (
    sql: string,
    values: SqlParam[] = []
  ): StockDbStatement & { execute(): unknown[] } => {
    // Node's rows have no prototype; D1's are plain objects. Giving each row the plain object's
    // prototype costs nothing, where a copy of its columns cost 4 µs a row (ADR 0065).
    const execute = () =>
      database
        .prepare(sql)
        .all(...(values as SQLInputValue[]))
        .map((row): object => Object.setPrototypeOf(row, Object.prototype))
    return {
      bind: (...next) => statement(sql, next),
      first: async <T>() => (execute()[0] as T | undefined) ?? null,
      all: async <T>() => ({ results: execute() as T[] }),
      run: async () => database.prepare(sql).run(...(values as SQLInputValue[])),
      execute,
    }
  }
  return {
    database,
    prepare: (sql) => statement(sql),
    batch: async <T>(statements: StockDbStatement[]) => {
      database.exec('BEGIN')
      try {
        const results = statements.map((s) => {
          if (!('execute' in s) || typeof s.execute !== 'function')
            throw new Error('statement from another database')
          return { results: s.execute() as T[] }
        })
        database.exec('COMMIT')
        return results
      } catch (error) {
        database.exec('ROLLBACK')
        throw error
      }
    },
  }
}
