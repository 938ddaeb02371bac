import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Marker } from './bundle-check.ts'

/** Every string of a catalogue file's default export, however deep (functions are skipped). */
export function catalogueStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(catalogueStrings)
}

/**
 * The interface text of `language` as markers for a browser bundle built for another one (issue
 * 18: one catalogue per page load). Short strings ("Audi", "km") and strings another language
 * writes the same way say nothing about which catalogue shipped and are left out.
 */
export async function languageMarkers(
  root: string,
  language: string,
  shippedLanguage: string
): Promise<Marker[]> {
  const folder = (of: string) => join(root, 'client/locale/messages', of)
  const load = async (of: string, file: string) =>
    catalogueStrings(
      ((await import(pathToFileURL(join(folder(of), file)).href)) as { default: unknown }).default
    )
  const markers: Marker[] = []
  for (const file of readdirSync(folder(language)).filter((name) => name.endsWith('.ts'))) {
    const shipped = new Set(await load(shippedLanguage, file))
    for (const text of await load(language, file)) {
      if (text.length >= 12 && !shipped.has(text))
        markers.push({ label: `${language} text of ${file}`, find: text })
    }
  }
  return markers
}
