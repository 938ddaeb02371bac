/**
 * The part of Cloudflare D1 the local content service uses. Declared here so the service and its
 * tests need no Workers types: the real `D1Database` satisfies it (d1-check.ts), and so does the
 * `node:sqlite` adapter of `scripts/demo-data/node-d1.ts` the unit tests run it on.
 */
export interface D1StatementLike {
  bind(...values: unknown[]): D1StatementLike
  first<T = Record<string, unknown>>(): Promise<T | null>
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>
  run(): Promise<unknown>
}

export interface D1DatabaseLike {
  prepare(query: string): D1StatementLike
  batch(statements: D1StatementLike[]): Promise<unknown[]>
}
