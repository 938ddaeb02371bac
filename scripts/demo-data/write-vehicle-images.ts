import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brandSpecs } from './stock-catalogue.ts'
import { generateStock } from './stock.ts'
import { stockImageFiles } from './stock-media.ts'

/**
 * Writes the demo stock's pictures to public/demo/vehicles/ (committed, so `npm start` needs no
 * generation step) and the brochure / price-list PDFs to public/demo/downloads/. Only files
 * some vehicle, model or offer points at are written; stale ones are removed.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const stock = generateStock()
const files = stockImageFiles(stock, brandSpecs)

for (const [folder, entries] of Object.entries(files)) {
  const target = resolve(root, 'public', folder)
  mkdirSync(target, { recursive: true })
  const keep = new Set(entries.map(([name]) => name))
  for (const existing of readdirSync(target))
    if (!keep.has(existing)) rmSync(resolve(target, existing))
  for (const [name, content] of entries) writeFileSync(resolve(target, name), content)
  console.log(`${entries.length} files → public/${folder}`)
}
