import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { locations } from './locations.ts'
import { generateStock } from './stock.ts'
import { stockSeedSql } from './stock-sql.ts'

/**
 * Writes `.wrangler/seed/stock.sql`, the demo stock for the local D1 database. Apply it after the
 * migrations: `wrangler d1 execute DB --local --file .wrangler/seed/stock.sql`.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const target = resolve(root, '.wrangler/seed/stock.sql')
mkdirSync(dirname(target), { recursive: true })
const stock = generateStock()
writeFileSync(target, stockSeedSql(stock, locations))
console.log(
  `stock seed: ${stock.vehicles.length} vehicles, ${stock.models.length} models, ${stock.leaseOffers.length} lease offers → ${target}`
)
