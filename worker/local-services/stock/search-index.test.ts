import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SQLInputValue } from 'node:sqlite'
import { parseStockQuery } from '../../../client/domain/stock-query-reader.ts'
import {
  multiFilterKeys,
  rangeFilterKeys,
  sortSchema,
  type FilterKey,
} from '../../../client/domain/stock-search.ts'
import { wireSearchResponseSchema, type WireSearchResponse } from '../../stock/contract.ts'
import { importStock } from '../../stock-feed/import-stock.ts'
import { feedSource, parseFeed } from '../../stock-feed/parse-feed.ts'
import { createSeededStockService } from '../../../scripts/demo-data/stock-service-fixture.ts'
import { feedFixture } from '../../../scripts/stock/import-test-db.ts'
import type { StockDb } from './d1.ts'
import { filterClauses, multiColumns, orderSql, rangeColumns, whereSql } from './search-sql.ts'
import { createLocalStockService } from './service.ts'

/**
 * The in-memory search index (search-index.ts, ADR 0065) against the SQL answer: the same
 * filters written as SQL (search-sql.ts) and counted by SQLite over a stock shuffled at random,
 * for many random searches; and every write (import, sale, a row changed by hand) seen by the
 * next search.
 */

/** A small seeded generator (mulberry32): the same "random" stock and searches on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Setup = ReturnType<typeof createSeededStockService>

/** Statuses, prices, mileages, colours, fuels… reshuffled, with many ties for the sorts. */
function shuffleStock(setup: Setup, seed: number) {
  const next = random(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const distinct = (column: string) =>
    setup.db.database
      .prepare(`SELECT DISTINCT ${column} AS value FROM vehicles`)
      .all()
      .map((row) => row['value'] as SQLInputValue)
  const fuels = distinct('fuel')
  const colours = distinct('exterior_color')
  const locations = setup.db.database
    .prepare('SELECT DISTINCT location, location_name FROM vehicles')
    .all()
  const update = setup.db.database.prepare(
    `UPDATE vehicles SET status = ?, price = ?, mileage = ?, year = ?, fuel = ?,
       exterior_color = ?, vat_reportable = ?, location = ?, location_name = ? WHERE id = ?`
  )
  const ids = setup.db.database.prepare('SELECT id FROM vehicles').all()
  for (const { id } of ids) {
    const location = pick(locations)
    update.run(
      pick(['available', 'available', 'reserved', 'sold']),
      5_000 + 2_500 * Math.floor(next() * 30),
      10_000 * Math.floor(next() * 20),
      2015 + Math.floor(next() * 12),
      pick(fuels),
      pick(colours),
      next() < 0.4 ? 1 : 0,
      location['location'] as SQLInputValue,
      location['location_name'] as SQLInputValue,
      id as SQLInputValue
    )
  }
}

/** A random search over the values the stock holds (now and then one it does not). */
function randomSearch(setup: Setup, next: () => number): string {
  const params = new URLSearchParams()
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const values = (column: string) =>
    setup.db.database
      .prepare(`SELECT DISTINCT ${column} AS value FROM vehicles`)
      .all()
      .map((row) => String(row['value']))
  const filters = Math.floor(next() * 5)
  for (let i = 0; i < filters; i++) {
    const kind = next()
    if (kind < 0.15) {
      for (const brand of new Set([pick(values('brand')), pick(values('brand'))]))
        params.append('brand', brand)
    } else if (kind < 0.25) {
      params.append('model', pick(values("brand || '.' || model")))
      if (next() < 0.5) params.append('brand', pick(values('brand')))
    } else if (kind < 0.75) {
      const key = pick(multiFilterKeys)
      const count = 1 + Math.floor(next() * 3)
      for (let j = 0; j < count; j++) params.append(key, pick(values(multiColumns[key])))
    } else if (kind < 0.95) {
      const key = pick(rangeFilterKeys)
      const known = values(rangeColumns[key]).map(Number)
      if (next() < 0.7) params.set(`${key}_min`, String(pick(known)))
      if (next() < 0.7) params.set(`${key}_max`, String(pick(known)))
    } else {
      params.set('vat_reportable', 'true')
    }
  }
  params.set('sort', pick(sortSchema.options))
  params.set('page', String(1 + Math.floor(next() * 3)))
  params.set('page_size', String(pick([5, 24, 48])))
  return params.toString()
}

const positive = (entries: readonly { value: string; count: number; label?: string }[]) =>
  entries
    .filter((entry) => entry.count > 0)
    .map((entry) => ({ ...entry }))
    .sort((a, b) => (a.value < b.value ? -1 : 1))

/** What SQLite answers for the same search, facet by facet. */
function sqlAnswer(setup: Setup, queryText: string) {
  const query = parseStockQuery(new URLSearchParams(queryText))
  const clauses = filterClauses(query)
  const all = (sql: string, params: readonly unknown[]) =>
    setup.db.database.prepare(sql).all(...(params as SQLInputValue[]))
  const grouped = (except: FilterKey, value: string, label: string | null) => {
    const where = whereSql(clauses, except)
    return positive(
      all(
        `SELECT ${value} AS value, ${label ? `MAX(${label}) AS label, ` : ''}COUNT(*) AS count FROM vehicles v WHERE ${where.sql} GROUP BY 1`,
        where.params
      ).map((row) => ({
        value: String(row['value']),
        count: Number(row['count']),
        ...(label ? { label: String(row['label']) } : {}),
      }))
    )
  }
  const where = whereSql(clauses)
  const offset = (query.page - 1) * query.page_size
  const vatWhere = whereSql(clauses, 'vat_reportable')
  return {
    total: Number(
      all(`SELECT COUNT(*) AS n FROM vehicles v WHERE ${where.sql}`, where.params)[0]?.['n']
    ),
    ids: all(
      `SELECT v.id FROM vehicles v WHERE ${where.sql} ORDER BY ${orderSql(query.sort)} LIMIT ? OFFSET ?`,
      [...where.params, query.page_size, offset]
    ).map((row) => Number(row['id'])),
    brand: grouped('brand_model', 'v.brand', 'v.brand_name'),
    model: grouped('brand_model', "v.brand || '.' || v.model", 'v.model_name'),
    options: Object.fromEntries(
      multiFilterKeys.map((key) => [
        key,
        grouped(key, `v.${multiColumns[key]}`, key === 'location' ? 'v.location_name' : null),
      ])
    ),
    vat: Number(
      all(
        `SELECT COUNT(*) AS n FROM vehicles v WHERE ${vatWhere.sql} AND v.vat_reportable = 1`,
        vatWhere.params
      )[0]?.['n']
    ),
    ranges: Object.fromEntries(
      rangeFilterKeys.map((key) => {
        const rangeWhere = whereSql(clauses, key)
        const row = all(
          `SELECT MIN(v.${rangeColumns[key]}) AS min, MAX(v.${rangeColumns[key]}) AS max FROM vehicles v WHERE ${rangeWhere.sql}`,
          rangeWhere.params
        )[0]
        return [
          key,
          row?.['min'] === null || row?.['min'] === undefined
            ? null
            : { min: Number(row['min']), max: Number(row['max']) },
        ]
      })
    ),
  }
}

function served(body: WireSearchResponse) {
  return {
    total: body.meta.total,
    ids: body.data.map((vehicle) => vehicle.id),
    brand: positive(body.facets.brand),
    model: positive(body.facets.model),
    options: Object.fromEntries(
      multiFilterKeys.map((key) => [key, positive(body.facets.options[key])])
    ),
    vat: body.facets.vat_reportable.count,
    ranges: body.ranges,
  }
}

/** The service over `setup`'s database, counting how often it loads its index. */
function countingService(setup: Setup) {
  let loads = 0
  const db: StockDb = {
    prepare(sql) {
      if (sql.includes('INDEXED BY vehicles_search')) loads += 1
      return setup.db.prepare(sql)
    },
    batch: (statements) => setup.db.batch(statements),
  }
  const app = createLocalStockService()
  return {
    loads: () => loads,
    async patch(id: number, status: string) {
      const response = await app.request(
        `http://stock.local.test/v1/vehicles/${id}`,
        { method: 'PATCH', body: JSON.stringify({ status }) },
        { DB: db }
      )
      expect(response.status).toBe(200)
    },
    async search(query: string) {
      const response = await app.request(
        `http://stock.local.test/v1/vehicles/search?${query}`,
        {},
        { DB: db }
      )
      expect(response.status, query).toBe(200)
      return wireSearchResponseSchema.parse(await response.json())
    },
  }
}

describe('the in-memory search index', () => {
  it('answers what SQL answers: counts, ranges, totals and pages of random searches', async () => {
    const setup = createSeededStockService({ vehicleCount: 500 })
    shuffleStock(setup, 27)
    const service = countingService(setup)
    const next = random(65)
    for (let i = 0; i < 100; i++) {
      const query = randomSearch(setup, next)
      expect(served(await service.search(query)), query).toEqual(sqlAnswer(setup, query))
    }
    // One copy for all of them: the stock did not change.
    expect(service.loads()).toBe(1)
  }, 60_000)

  it('sees every write at once: a sale, a change by hand, a deletion, a status PATCH', async () => {
    const setup = createSeededStockService({ vehicleCount: 300 })
    const service = countingService(setup)
    const queries = ['', 'fuel=diesel,petrol&sort=price_asc', 'price_max=30000&vat_reportable=true']
    const check = async () => {
      for (const query of queries)
        expect(served(await service.search(query)), query).toEqual(sqlAnswer(setup, query))
    }
    await check()
    const cheapest = Number(
      setup.db.database
        .prepare("SELECT id FROM vehicles WHERE status != 'sold' ORDER BY price, id LIMIT 1")
        .get()?.['id']
    )
    setup.db.database.prepare("UPDATE vehicles SET status = 'sold' WHERE id = ?").run(cheapest)
    await check()
    expect((await service.search('sort=price_asc')).data[0]?.id).not.toBe(cheapest)
    setup.db.database
      .prepare(
        "UPDATE vehicles SET price = 1000, fuel = 'diesel' WHERE id = (SELECT MAX(id) FROM vehicles WHERE status != 'sold')"
      )
      .run()
    await check()
    expect((await service.search('')).ranges.price?.min).toBe(1000)
    const first = (await service.search('sort=price_asc')).data[0]?.id ?? 0
    await service.patch(first, 'reserved')
    await check()
    await service.patch(first, 'sold')
    await check()
    expect((await service.search('sort=price_asc')).data[0]?.id).not.toBe(first)
    setup.db.database.prepare('DELETE FROM vehicle_images').run()
    setup.db.database.prepare("DELETE FROM vehicles WHERE fuel = 'petrol'").run()
    await check()
    expect((await service.search('')).facets.options.fuel.some((e) => e.value === 'petrol')).toBe(
      false
    )
    const loadsBefore = service.loads()
    // A write the search does not read (a description) keeps the copy.
    setup.db.database
      .prepare('UPDATE vehicles SET data = data WHERE id = (SELECT MIN(id) FROM vehicles)')
      .run()
    await check()
    expect(service.loads()).toBe(loadsBefore)
  }, 30_000)

  it('sees an import at once: its vehicles are counted and listed by the next search', async () => {
    const setup = createSeededStockService({ vehicleCount: 200 })
    const service = countingService(setup)
    const before = await service.search('')
    const settings = { format: 'neutral', thisYear: 2026 } as const
    const result = await importStock(setup.db, parseFeed(feedFixture('neutral.csv'), settings), {
      source: feedSource(settings),
      now: new Date('2026-11-20T03:00:00Z'),
    })
    expect(result.status).toBe('applied')
    const after = await service.search('')
    expect(after.meta.total).toBe(before.meta.total + result.counts.added)
    for (const query of ['', 'sort=price_asc&page_size=48', 'location=niederkorn']) {
      expect(served(await service.search(query)), query).toEqual(sqlAnswer(setup, query))
    }
  })
})

describe('the stock version’s triggers', () => {
  it('watch every column a filter reads, so a change to one reloads the index', () => {
    const migrations = join(import.meta.dirname, '../../db/migrations')
    const sql = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(join(migrations, file), 'utf8'))
      .join('\n')
    // The last definition of the update trigger is the one in force.
    const watched = [...sql.matchAll(/vehicles_version_update AFTER UPDATE OF([^]*?)ON vehicles/g)]
      .at(-1)?.[1]
      ?.split(',')
      .map((column) => column.trim())
    const read = [...Object.values(multiColumns), ...Object.values(rangeColumns)]
    // A filter on a column the trigger misses needs a migration that re-creates the trigger.
    expect(read.filter((column) => !watched?.includes(column))).toEqual([])
  })
})
