/**
 * Size budgets of DESIGN.md §5, measured on the production build (`npm run build` first):
 * JavaScript on first load of every page ≤ 90 KB gzip (the entry, the page's chunk, the chunks of
 * the blocks each demo story hydrates with — those of its first screen — and everything they
 * import statically), in each language's browser bundle (docs/decisions/0035: French pages load
 * the French bundle, German pages under /de the German one), and the Worker ≤ 1 MB gzip, local
 * and (when `npm run check:deploy` has built it) production. Leaflet and other on-demand chunks
 * are outside the first-load budget. Exits non-zero when a budget is exceeded.
 *
 * `--dist <folder>` measures another build than dist/ (`npm test` measures the production build
 * that `npm run check:deploy` has just made, dist/production); `--no-browser` leaves out the
 * browser-side figure, which serves dist/. `--debt` accepts the pages recorded in
 * scripts/size-debt.json over the budget, each up to its recorded figure (plus 0.1 KB: the build id
 * differs between builds), so `npm test` fails on any page that grows past the budget or past its
 * debt while the debt is paid down; `--write-debt` records the pages over budget now; `--all`
 * lists every page, not only the heaviest (docs/performance.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { blockNames, eagerBlockNames } from '../client/blocks/block-tree.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../client/locale/language.ts'
import { languagePrefix } from '../client/routes/route-table.ts'
import { clientEntries } from '../framework/build/client-entries.ts'
import { manifestFile } from '../framework/build/language-builds.ts'
import { workerGzipSize } from './deploy/worker-size.ts'
import { readStories } from './demo-data/content/read-stories.ts'
import { browserFailures, measureBuild, printBrowserRows } from './size-browser.ts'

const root = resolve(import.meta.dirname, '..')
const distFlag = process.argv.indexOf('--dist')
const distDir = resolve(root, distFlag >= 0 ? (process.argv[distFlag + 1] ?? '') : 'dist')
const clientDir = join(distDir, 'client')
const FIRST_LOAD_BUDGET = 90 * 1024
const WORKER_BUDGET = 1024 * 1024

interface Chunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, Chunk>
const readManifest = (language: Language) =>
  JSON.parse(readFileSync(join(clientDir, manifestFile(language)), 'utf8')) as Manifest

const gz = new Map<string, number>()
const gzipped = (file: string) => {
  let size = gz.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length
    gz.set(file, size)
  }
  return size
}

function collect(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files)
}

function firstLoad(manifest: Manifest, keys: string[]): number {
  const files = new Set<string>()
  for (const key of [clientEntries.entry, clientEntries.app, ...keys]) collect(manifest, key, files)
  return [...files].reduce((total, file) => total + gzipped(file), 0)
}

const stories = readStories()
const rows: { language: Language; page: string; bytes: number }[] = []
for (const language of LANGUAGES) {
  const manifest = readManifest(language)
  // App pages by their folder, in German with the language: `vehicle-detail (de)`.
  const pageName = (id: string) => (language === DEFAULT_LANGUAGE ? id : `${id} (${language})`)
  for (const key of Object.keys(manifest).filter((k) =>
    /^client\/pages\/[^/]+\/page\.tsx$/.test(k)
  )) {
    if (key === 'client/pages/content/page.tsx') continue
    rows.push({ language, page: pageName(key.split('/')[2]!), bytes: firstLoad(manifest, [key]) })
  }
  for (const story of stories) {
    // Folders have no content.
    const content = story.content
    if (!content || !Array.isArray(content.body)) continue
    // What the page hydrates with; blocks below the first screen load as they come into view.
    const blockKeys = eagerBlockNames(content.body, [...blockNames(content.body)]).map(
      (name) => `client/blocks/${name.replaceAll('_', '-')}/block.tsx`
    )
    const view = `client/blocks/content-types/${content.component.replaceAll('_', '-')}/view.tsx`
    rows.push({
      language,
      page: `${languagePrefix(language)}/${story.full_slug}`,
      bytes: firstLoad(manifest, ['client/pages/content/page.tsx', view, ...blockKeys]),
    })
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
rows.sort((a, b) => b.bytes - a.bytes)
const worst = rows[0]
for (const language of LANGUAGES) {
  const ofLanguage = rows.filter((row) => row.language === language)
  console.log(`First-load JavaScript (gzip), ${language} bundle, heaviest pages:`)
  for (const row of process.argv.includes('--all') ? ofLanguage : ofLanguage.slice(0, 8))
    console.log(`  ${kb(row.bytes).padStart(9)}  ${row.page}`)
  console.log(`  … ${ofLanguage.length} pages measured; budget ${kb(FIRST_LOAD_BUDGET)}`)
}
// The production Worker has no local services (docs/decisions/0020); `npm run check:deploy` builds it.
const defaultDist = distDir === join(root, 'dist')
const worker = workerGzipSize(join(distDir, 'site'))
const productionDir = join(root, 'dist/production/site')
const production = defaultDist && existsSync(productionDir) ? workerGzipSize(productionDir) : null
console.log(
  defaultDist
    ? `Worker bundle (gzip): local ${kb(worker)}, production ${production === null ? 'not built (npm run check:deploy)' : kb(production)}; budget ${kb(WORKER_BUDGET)}`
    : `Worker bundle (gzip) of ${relative(root, distDir)}: ${kb(worker)}; budget ${kb(WORKER_BUDGET)}`
)

// What a phone's Chromium actually fetches, next to the build-side figure above (a served build:
// `--no-browser` skips it).
const browserRows = process.argv.includes('--no-browser') ? [] : await measureBuild(root)
if (browserRows.length > 0) printBrowserRows(browserRows)

// Pages over budget, by page, with their figure when recorded (docs/decisions/0030's addenda).
const DEBT_FILE = join(root, 'scripts/size-debt.json')
const DEBT_NOISE = 0.1 * 1024
const overBudget = rows.filter((row) => row.bytes > FIRST_LOAD_BUDGET)
if (process.argv.includes('--write-debt'))
  writeFileSync(
    DEBT_FILE,
    `${JSON.stringify(Object.fromEntries(overBudget.map((row) => [row.page, row.bytes])), null, 2)}\n`
  )
const debt: Record<string, number> = process.argv.includes('--debt')
  ? (JSON.parse(readFileSync(DEBT_FILE, 'utf8')) as Record<string, number>)
  : {}
const failures = [
  ...browserFailures(browserRows),
  ...overBudget
    .filter((row) => !(row.page in debt) || row.bytes > (debt[row.page] ?? 0) + DEBT_NOISE)
    .map(
      (row) =>
        `${row.page}: ${kb(row.bytes)} > ${kb(FIRST_LOAD_BUDGET)}${row.page in debt ? ` and its recorded ${kb(debt[row.page] ?? 0)}` : ''}`
    ),
  ...(worker > WORKER_BUDGET ? [`Worker: ${kb(worker)} > ${kb(WORKER_BUDGET)}`] : []),
  ...(production !== null && production > WORKER_BUDGET
    ? [`production Worker: ${kb(production)} > ${kb(WORKER_BUDGET)}`]
    : []),
]
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exitCode = 1
} else if (overBudget.length > 0) {
  console.log(
    `\n${overBudget.length} pages over budget, none past its recorded figure (scripts/size-debt.json; heaviest: ${worst ? `${worst.page} ${kb(worst.bytes)}` : 'none'}).`
  )
} else {
  console.log(
    `\nAll within budget (heaviest: ${worst ? `${worst.page} ${kb(worst.bytes)}` : 'none'}).`
  )
}
