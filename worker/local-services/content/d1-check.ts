import type { D1DatabaseLike } from './d1.ts'

/**
 * Compile-time proof that the Workers `D1Database` can be handed to the local content service.
 * Type-checked with the Worker's tsconfig (the only one that knows `D1Database`).
 */
export type D1SatisfiesContentDb = D1Database extends D1DatabaseLike ? true : never
export const d1SatisfiesContentDb: D1SatisfiesContentDb = true
