import type { Plugin } from 'vite'
import type { Language } from '../../client/locale/language.ts'

// The interface catalogues' language files and area modules, and a deployment's own words
// (client/config/deployments/<name>/<language>/texts.ts, found by its `texts.ts` the same way).
const LANGUAGE_FILE =
  /\/client\/(?:locale\/messages|config\/deployments\/[a-z0-9-]+)\/([a-z]{2,3})\/[^/]+\.ts$/
const AREA_MODULE =
  /\/client\/(?:locale\/messages\/[a-z-]+|config\/deployments\/[a-z0-9-]+\/texts)\.ts$/
const LANGUAGE_FOLDERS = /\/client\/(?:locale\/messages|config\/deployments)\//
/** An area module's glob of its language files: `import.meta.glob<…>('./*\/app.ts', { … })`. */
const AREA_GLOB = /import\.meta\.glob(?:<[^>(]*>)?\(\s*'\.\/\*\/([a-z-]+\.ts)',\s*\{[^}]*\}\s*\)/g

/**
 * A browser bundle carries the interface text of one language (issue 18: one catalogue per page
 * load, not both). In the client build, an area module's glob of its language files
 * (client/locale/messages/<area>.ts, `import.meta.glob('./*\/<area>.ts')`) becomes an import of
 * the bundle's language's file alone, so the other languages are `null` in the area's catalogue
 * (client/locale/messages/language-files.ts) and cost no byte, not even a key; any other import
 * of another language's file becomes an empty module whose default export is `null`. The
 * Worker's build and the tests keep every language. One client environment per language
 * (`client` for French, `client_<language>` for the others: vite.config.ts) each gets its own
 * instance.
 */
export function oneLanguage(language: Language, environmentName = 'client'): Plugin {
  const stub = '\0other-language-text'
  return {
    name: `dealer-site:one-language:${language}`,
    enforce: 'pre',
    // Development serves one set of sources to every language's pages: every language stays.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === environmentName,
    transform(code, id) {
      if (!AREA_MODULE.test(id) || !code.includes('import.meta.glob')) return undefined
      const imports: string[] = []
      const transformed = code.replace(AREA_GLOB, (_glob, file: string) => {
        const name = `__oneLanguageText${imports.length}`
        imports.push(`import ${name} from './${language}/${file}'`)
        return `{ ${language}: ${name} }`
      })
      return imports.length
        ? { code: `${imports.join('\n')}\n${transformed}`, map: null }
        : undefined
    },
    async resolveId(source, importer, options) {
      // Language files are imported by the area modules next to them (`./de/app.ts`).
      if (!importer || !LANGUAGE_FOLDERS.test(importer)) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const fileLanguage = resolved && LANGUAGE_FILE.exec(resolved.id)?.[1]
      return fileLanguage && fileLanguage !== language ? stub : resolved
    },
    load(id) {
      return id === stub ? 'export default null' : undefined
    },
  }
}
