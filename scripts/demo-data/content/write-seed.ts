import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { readStories } from './read-stories.ts'
import { contentSeedSql } from './seed-sql.ts'

/**
 * Writes `.wrangler/seed/content.sql` from the committed stories, for `npm run seed` to load
 * into local D1 after the migrations. Run: `node scripts/demo-data/content/write-seed.ts`.
 */
export function writeContentSeed(
  target = join(import.meta.dirname, '../../../.wrangler/seed/content.sql')
): string {
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, contentSeedSql(readStories()))
  return target
}

if (import.meta.main) {
  console.log(`Wrote ${writeContentSeed()}`)
}
