/**
 * The part of D1 the local stock service uses, written out so that the service also runs over
 * node:sqlite in unit tests (scripts/demo-data/node-d1.ts). Cloudflare's `D1Database` satisfies
 * it (checked in d1-check.ts, compiled with the Workers types only).
 */
export type SqlParam = string | number | null

export interface StockDbStatement {
  bind(...values: SqlParam[]): StockDbStatement
  first<T = Record<string, unknown>>(): Promise<T | null>
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>
  run(): Promise<unknown>
}

export interface StockDb {
  prepare(query: string): StockDbStatement
  /** One round trip for several statements; results come back in the same order. */
  batch<T = Record<string, unknown>>(statements: StockDbStatement[]): Promise<{ results: T[] }[]>
}

export interface StockBindings {
  DB: StockDb
}

/**
 * An asset's address as the API sends it (stock API v1.1: absolute): a root-relative path of the
 * demo's files on the service's asset origin; an absolute URL (an imported feed's) as it is.
 */
export type AssetUrl = (pathOrUrl: string) => string

/** The Hono environment of the local stock service's routes. */
export interface StockEnv {
  Bindings: StockBindings
  Variables: { asset: AssetUrl }
}
