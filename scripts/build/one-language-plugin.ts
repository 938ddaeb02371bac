import type { Plugin } from 'vite'
import type { Language } from '../../client/locale/language.ts'

const LANGUAGE_FILE = /\/client\/locale\/messages\/([a-z]{2})\/[^/]+\.ts$/

/**
 * A browser bundle carries the interface text of one language (issue 18: one catalogue per page
 * load, not both). In the client build, a language file of another language
 * (client/locale/messages/<other>/<area>.ts) becomes an empty module whose default export is
 * `null`: the area's catalogue then has `null` for that language (client/locale/messages.ts).
 * The Worker's build and the tests keep every language. One client environment per language
 * (`client` for French, `client_de` for German: vite.config.ts) each gets its own instance.
 */
export function oneLanguage(language: Language, environmentName = 'client'): Plugin {
  const stub = '\0other-language-text'
  return {
    name: `dealer-site:one-language:${language}`,
    enforce: 'pre',
    // Development serves one set of sources to both languages' pages: every language stays.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === environmentName,
    async resolveId(source, importer, options) {
      // Language files are imported by the area modules next to them (`./de/app.ts`).
      if (!importer?.includes('/client/locale/messages')) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const fileLanguage = resolved && LANGUAGE_FILE.exec(resolved.id)?.[1]
      return fileLanguage && fileLanguage !== language ? stub : resolved
    },
    load(id) {
      return id === stub ? 'export default null' : undefined
    },
  }
}
