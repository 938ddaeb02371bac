/**
 * Size budgets of DESIGN.md §5, measured on the production build (`npm run build` first):
 * JavaScript on first load of every page ≤ 90 KB gzip (the entry, the page's chunk, the chunks of
 * the blocks each demo story hydrates with — those of its first screen — and everything they
 * import statically), and the Worker
 * ≤ 1 MB gzip, local and (when `npm run check:deploy` has built it) production. Leaflet and other on-demand chunks are outside the first-load budget.
 * Exits non-zero when a budget is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { blockNames, eagerBlockNames } from '../client/blocks/block-tree.ts'
import { clientEntries } from './build/client-entries.ts'
import { workerGzipSize } from './deploy/worker-size.ts'
import { readStories } from './demo-data/content/read-stories.ts'
import { browserFailures, measureBuild, printBrowserRows } from './size-browser.ts'

const root = resolve(import.meta.dirname, '..')
const clientDir = join(root, 'dist/client')
const FIRST_LOAD_BUDGET = 90 * 1024
const WORKER_BUDGET = 1024 * 1024

interface Chunk {
  file: string
  imports?: string[]
}
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>
const gz = new Map<string, number>()
const gzipped = (file: string) => {
  let size = gz.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length
    gz.set(file, size)
  }
  return size
}

function collect(key: string, files: Set<string>) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported, files)
}

function firstLoad(keys: string[]): number {
  const files = new Set<string>()
  for (const key of [clientEntries.entry, clientEntries.app, ...keys]) collect(key, files)
  return [...files].reduce((total, file) => total + gzipped(file), 0)
}

const rows: { page: string; bytes: number }[] = []
for (const key of Object.keys(manifest).filter((k) =>
  /^client\/pages\/[^/]+\/page\.tsx$/.test(k)
)) {
  if (key === 'client/pages/content/page.tsx') continue
  rows.push({ page: key.split('/')[2]!, bytes: firstLoad([key]) })
}
for (const story of readStories()) {
  // Folders have no content.
  const content = story.content
  if (!content || !Array.isArray(content.body)) continue
  // What the page hydrates with; blocks below the first screen load as they come into view.
  const blockKeys = eagerBlockNames(content.body, [...blockNames(content.body)]).map(
    (name) => `client/blocks/${name.replaceAll('_', '-')}/block.tsx`
  )
  const view = `client/blocks/content-types/${content.component.replaceAll('_', '-')}/view.tsx`
  rows.push({
    page: `/${story.full_slug}`,
    bytes: firstLoad(['client/pages/content/page.tsx', view, ...blockKeys]),
  })
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
rows.sort((a, b) => b.bytes - a.bytes)
const worst = rows[0]
console.log('First-load JavaScript (gzip), heaviest pages:')
for (const row of rows.slice(0, 12)) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.page}`)
console.log(`  … ${rows.length} pages measured; budget ${kb(FIRST_LOAD_BUDGET)}`)
const worker = workerGzipSize(join(root, 'dist/site'))
// The production Worker has no local services (docs/decisions/0020); `npm run check:deploy` builds it.
const productionDir = join(root, 'dist/production/site')
const production = existsSync(productionDir) ? workerGzipSize(productionDir) : null
console.log(
  `Worker bundle (gzip): local ${kb(worker)}, production ${production === null ? 'not built (npm run check:deploy)' : kb(production)}; budget ${kb(WORKER_BUDGET)}`
)

// What a phone's Chromium actually fetches, next to the build-side figure above (a served build:
// `--no-browser` skips it).
const browserRows = process.argv.includes('--no-browser') ? [] : await measureBuild(root)
if (browserRows.length > 0) printBrowserRows(browserRows)

const failures = [
  ...browserFailures(browserRows),
  ...rows
    .filter((row) => row.bytes > FIRST_LOAD_BUDGET)
    .map((row) => `${row.page}: ${kb(row.bytes)} > ${kb(FIRST_LOAD_BUDGET)}`),
  ...(worker > WORKER_BUDGET ? [`Worker: ${kb(worker)} > ${kb(WORKER_BUDGET)}`] : []),
  ...(production !== null && production > WORKER_BUDGET
    ? [`production Worker: ${kb(production)} > ${kb(WORKER_BUDGET)}`]
    : []),
]
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exitCode = 1
} else {
  console.log(
    `\nAll within budget (heaviest: ${worst ? `${worst.page} ${kb(worst.bytes)}` : 'none'}).`
  )
}
