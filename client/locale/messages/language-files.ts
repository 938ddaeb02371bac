import { LANGUAGES } from '../language.ts'
import type { Catalogue } from '../messages.ts'

/**
 * An area's language files, by file (`./de/app.ts`, as a glob gives them) or, in a browser bundle,
 * by language (`fr`: framework/build/one-language-plugin.ts keeps the bundle's language only).
 */
type AreaFiles<M> = Readonly<Record<string, M | null>>

/**
 * An area's catalogue from its language files (`./<language>/<area>.ts`), by language: each area
 * module (client/locale/messages/<area>.ts) finds them with `import.meta.glob`, so a new language
 * is a new folder and no area module names it (issue 31, docs/decisions/0063). A language the
 * files lack has no text, as in a browser bundle built for another language; catalogues.test.ts
 * holds that every language of LANGUAGES has every area's file. (Small on purpose: every page's
 * first load runs it.)
 */
export function languageFiles<M>(files: AreaFiles<M>): Catalogue<M> {
  const catalogue: Record<string, M | null> = {}
  // `./de/app.ts` → `de`; a browser bundle's `de` stays `de`.
  for (const key in files) catalogue[key.split('/').at(-2) ?? key] = files[key] ?? null
  return catalogue
}

/** What Node offers a module without importing `node:` itself (this file is in browser bundles). */
const nodeModule = () =>
  (
    globalThis as {
      process?: {
        getBuiltinModule?: (id: 'node:module') => {
          createRequire(url: string): (id: string) => { default: unknown }
        }
      }
    }
  ).process?.getBuiltinModule?.('node:module')

/**
 * The same files where no bundler reads the glob: a script run by Node itself (`npm run seed`,
 * `check:deploy`) or a configuration file Vite bundles (vitest.workerd.config.ts). Node 24 loads
 * them synchronously (`require` of an ES module, TypeScript stripped), from the area module's own
 * URL. Never called in a Vite build, where `import.meta.env` is set and the glob is read instead.
 */
export function languageFilesOnDisk<M>(areaUrl: string, area: string): AreaFiles<M> {
  const node = nodeModule()
  if (!node) throw new Error(`The language files of ${area} need a bundler or Node`)
  const load = node.createRequire(areaUrl)
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = `./${language}/${area}.ts`
      return [file, load(file).default as M]
    })
  )
}
