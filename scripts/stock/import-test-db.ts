import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createNodeD1 } from '../demo-data/node-d1.ts'
import { applyStockMigrations } from '../demo-data/stock-service-fixture.ts'
import { locations } from '../demo-data/locations.ts'
import { generateStock } from '../demo-data/stock.ts'
import { stockSeedStatements } from '../demo-data/stock-sql.ts'
import { createLocalStockService } from '../../worker/local-services/stock/service.ts'

const root = resolve(import.meta.dirname, '../..')

/** A feed fixture of tests/fixtures/stock-feed/. */
export const feedFixture = (name: string) =>
  readFileSync(resolve(root, 'tests/fixtures/stock-feed', name), 'utf8')

/**
 * The importer's test database: the stock migrations over node:sqlite, the demo catalogue and
 * dealerships, and no vehicle unless `withDemoStock` (the group's state before its first feed).
 */
export function createImportTestDb(options: { withDemoStock?: boolean } = {}) {
  const db = createNodeD1()
  db.database.exec('PRAGMA foreign_keys = ON')
  applyStockMigrations(db)
  for (const statement of stockSeedStatements(generateStock(), locations))
    db.database.exec(statement)
  if (!options.withDemoStock) db.database.exec('DELETE FROM vehicle_images; DELETE FROM vehicles;')
  const app = createLocalStockService()
  const request = async (path: string) => {
    const response = await app.request(`http://stock.local.test${path}`, {}, { DB: db })
    const body: unknown = await response.json()
    return { status: response.status, body }
  }
  const rows = (sql: string, ...params: (string | number)[]) =>
    db.database
      .prepare(sql)
      .all(...params)
      .map((row) => ({ ...row }))
  return { db, request, rows }
}
