import { clientManifest } from 'virtual:client-assets'
import { pageModulePath } from '../../client/pages/page-modules.ts'
import type { Language } from '../../client/locale/language.ts'
import type { PageId } from '../../client/routes/route-table.ts'

/**
 * The CSP hash sources of the build's inline scripts (docs/decisions/0045): with them, the CSP
 * trusts these scripts and what they load (`'strict-dynamic'`). Empty in development, whose
 * documents load every script by URL.
 */
export const inlineScriptHashes: readonly string[] = clientManifest.scriptHashes ?? []

export interface PageAssets {
  /** Classic scripts run in the head before the body is painted (the consent gate). */
  headScripts: string[]
  /** The same, inlined (a build's: their hashes are `inlineScriptHashes`). */
  inlineHeadScripts: string[]
  /** Whether `scripts` are inserted by the inline module loader (a build) or tagged (development). */
  inlineLoader: boolean
  scripts: string[]
  styles: string[]
  modulePreloads: string[]
  /** Fonts every page renders text with (the Latin subset): preloaded so text doesn't swap late. */
  fonts: string[]
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  assets?: string[]
}

const PRELOADED_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/

type Chunks = Record<string, ManifestChunk>

/** A language's browser bundle: its own manifest, French's where there is none (development). */
function chunksOf(language: Language): Chunks {
  const chunks = clientManifest.languageChunks?.[language] ?? clientManifest.chunks
  return chunks as Chunks
}

/** A chunk's stylesheets and, unless `modules` is null, its files, with everything it imports. */
function collectIn(
  chunks: Chunks,
  key: string,
  styles: Set<string>,
  modules: Set<string> | null,
  seen = new Set<string>()
) {
  if (seen.has(key)) return
  seen.add(key)
  const chunk = chunks[key]
  if (!chunk) return
  modules?.add(`/${chunk.file}`)
  for (const css of chunk.css ?? []) styles.add(`/${css}`)
  for (const imported of chunk.imports ?? []) collectIn(chunks, imported, styles, modules, seen)
}

/** Per language, page type and block set; bounded because the combinations of blocks are few. */
const cache = new Map<string, PageAssets>()
const CACHE_LIMIT = 500

/**
 * The entry script, stylesheets and module preloads a page needs, from the manifest of its
 * language's browser bundle (computed once per language and page type per isolate).
 */
export function pageAssets(
  page: PageId | null,
  language: Language,
  extraModules: readonly string[] = [],
  styleModules: readonly string[] = []
): PageAssets {
  const key = `${language}|${page ?? ''}|${extraModules.join(',')}|${styleModules.join(',')}`
  const hit = cache.get(key)
  if (hit) return hit
  let assets: PageAssets
  if (clientManifest.dev) {
    assets = {
      headScripts: [clientManifest.gate],
      inlineHeadScripts: [],
      inlineLoader: false,
      scripts: [...clientManifest.devScripts, clientManifest.entry],
      styles: [],
      modulePreloads: [],
      fonts: [],
    }
  } else {
    const chunks = chunksOf(language)
    const collect = (key: string, styles: Set<string>, modules: Set<string> | null) =>
      collectIn(chunks, key, styles, modules)
    const styles = new Set<string>()
    const modules = new Set<string>()
    collect(clientManifest.entry, styles, modules)
    // Imported by the entry after the first paint: its styles are the page's.
    collect(clientManifest.app, styles, modules)
    const entry = chunks[clientManifest.entry]
    if (!entry) throw new Error(`The client manifest has no entry ${clientManifest.entry}`)
    if (page) collect(pageModulePath(page), styles, modules)
    for (const path of extraModules) collect(path, styles, modules)
    // Code that loads later, styles that the first paint needs.
    for (const path of styleModules) collect(path, styles, null)
    modules.delete(`/${entry.file}`)
    // The app's code and what it imports (the bulk of the JavaScript, React's DOM runtime
    // included) is not preloaded: fetched once the page is painted, it never competes with the
    // font and the LCP image for the first paint's bandwidth.
    const appModules = new Set<string>()
    collect(clientManifest.app, new Set(), appModules)
    for (const file of appModules) modules.delete(file)
    const fonts = (entry.assets ?? [])
      .filter((file) => PRELOADED_FONT.test(file))
      .map((f) => `/${f}`)
    const gate = chunks[clientManifest.gate]
    if (!gate) throw new Error(`The client manifest has no entry ${clientManifest.gate}`)
    const { gateCode } = clientManifest
    assets = {
      headScripts: gateCode ? [] : [`/${gate.file}`],
      inlineHeadScripts: gateCode ? [gateCode] : [],
      inlineLoader: gateCode !== undefined,
      scripts: [`/${entry.file}`],
      styles: [...styles],
      modulePreloads: [...modules],
      fonts,
    }
  }
  if (cache.size < CACHE_LIMIT) cache.set(key, assets)
  return assets
}
