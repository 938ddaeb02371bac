import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { DEFAULT_LANGUAGE, type Language } from '../../client/locale/language.ts'
import { moduleLoaderScript, scriptHashSource } from '../../worker/render/inline-scripts.ts'
import { LANGUAGES } from '../../client/locale/language.ts'
import { manifestFile, otherLanguages } from './language-builds.ts'

/**
 * The gate runs as a classic `<script>`: an `import` or `export` in its built file (a shared
 * chunk the bundler split out, say) would make it fail in every browser, so the build refuses it.
 */
function classicScript(
  root: string,
  outDir: string,
  manifest: Record<string, { file: string }>,
  key: string
): string {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The client manifest has no entry ${key}`)
  const code = readFileSync(resolve(root, outDir, chunk.file), 'utf8')
  if (/(^|[;}\n])\s*(import|export)\s*[\s{*"'`]/.test(code) || /\bimport\s*\(/.test(code)) {
    throw new Error(`${key} must build to a classic script without import or export`)
  }
  // Inlined in the head (docs/decisions/0045): nothing in it may close the script element.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${key} cannot be inlined: it holds </script`)
  // Without the source-map comment: the inline copy has no file to map from.
  return code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '').trim()
}

/**
 * Gives the Worker the hashed names of the browser bundles (one per language).
 *
 * `virtual:client-assets` exports the entry script, its stylesheets and the modules to preload
 * for each page, read from the client build's manifest. The app build runs the client first
 * (see `buildApp` in vite.config.ts) so the manifest exists when the Worker is bundled; the
 * manifest is then inlined, and no asset name is looked up per request.
 */
export function clientAssets(options: {
  entry: string
  app: string
  gate: string
  clientOutDir: string
}): Plugin {
  const virtualId = 'virtual:client-assets'
  const resolvedId = `\0${virtualId}`
  let command: 'build' | 'serve' = 'serve'
  let root = process.cwd()
  return {
    name: 'dealer-site:client-assets',
    configResolved(config) {
      command = config.command
      root = config.root
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined
    },
    async load(id) {
      if (id !== resolvedId) return undefined
      if (command === 'serve') {
        // Development: Vite serves the sources; the preamble module sets up React Refresh
        // without an inline script, so the CSP stays the same as in production.
        return `export const clientManifest = ${JSON.stringify({
          dev: true,
          entry: `/${options.entry}`,
          app: `/${options.app}`,
          gate: `/${options.gate}`,
          devScripts: ['/@vite/client', '/client/dev-preamble.ts'],
          chunks: {},
        })}`
      }
      const manifests = Object.fromEntries(
        LANGUAGES.map((language) => {
          const manifestPath = resolve(root, options.clientOutDir, manifestFile(language))
          return [language, readFileSync(manifestPath, 'utf8')]
        })
      ) as Record<Language, string>
      // The inline scripts of the documents and their CSP hashes (docs/decisions/0045): the gate,
      // the same in every bundle, and each language's module loader (its entry file).
      const inline = LANGUAGES.map((language) => {
        const manifest = JSON.parse(manifests[language]) as Record<string, { file: string }>
        const entry = manifest[options.entry]
        if (!entry) throw new Error(`The client manifest has no entry ${options.entry}`)
        return {
          gate: classicScript(root, options.clientOutDir, manifest, options.gate),
          loader: moduleLoaderScript([`/${entry.file}`]),
        }
      })
      const gateCode = inline[0]?.gate ?? ''
      if (inline.some(({ gate }) => gate !== gateCode)) {
        throw new Error('The consent gate differs between the language bundles')
      }
      const scriptHashes = await Promise.all(
        [gateCode, ...inline.map(({ loader }) => loader)].map(scriptHashSource)
      )
      // French under `chunks`, the other languages' bundles by language (docs/decisions/0036).
      const languages = otherLanguages.map((language) => `${language}: ${manifests[language]}`)
      return `export const clientManifest = { dev: false, entry: ${JSON.stringify(options.entry)}, app: ${JSON.stringify(options.app)}, gate: ${JSON.stringify(options.gate)}, gateCode: ${JSON.stringify(gateCode)}, scriptHashes: ${JSON.stringify([...new Set(scriptHashes)])}, devScripts: [], chunks: ${manifests[DEFAULT_LANGUAGE]}, languageChunks: { ${languages.join(', ')} } }`
    },
  }
}
