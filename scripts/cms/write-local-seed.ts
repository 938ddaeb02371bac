import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { demoDatasources } from '../demo-data/content/datasources.ts'
import { readComponentsFile } from './components-file.ts'
import { localSpaceSql } from './local-space-sql.ts'

/** Writes `.wrangler/seed/storyblok-space.sql` (local-space-sql.ts) for `npm run seed`. */
const target = resolve(import.meta.dirname, '../../.wrangler/seed/storyblok-space.sql')
mkdirSync(dirname(target), { recursive: true })
writeFileSync(
  target,
  localSpaceSql(
    readComponentsFile(),
    demoDatasources().map((source) => source.slug)
  )
)
