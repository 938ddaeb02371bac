import type { StockDb } from './d1.ts'

/**
 * Compile-time proof that the Workers `D1Database` can be handed to the local stock service.
 * Type-checked with the Worker's tsconfig (the only one that knows `D1Database`).
 */
export type D1SatisfiesStockDb = D1Database extends StockDb ? true : never
export const d1SatisfiesStockDb: D1SatisfiesStockDb = true
