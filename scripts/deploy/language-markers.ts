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
 * writes the same way (in any of its files) say nothing about which catalogue shipped and are
 * left out.
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
  const files = (of: string) => readdirSync(folder(of)).filter((name) => name.endsWith('.ts'))
  // A text the shipped language writes too, in any of its files ("Business lease" is French
  // Luxembourg's word as much as English's), says nothing about which catalogue shipped.
  const shipped = new Set(
    (await Promise.all(files(shippedLanguage).map((file) => load(shippedLanguage, file)))).flat()
  )
  const markers: Marker[] = []
  for (const file of files(language)) {
    for (const text of await load(language, file)) {
      if (text.length >= 12 && !shipped.has(text))
        markers.push({ label: `${language} text of ${file}`, find: text })
    }
  }
  return markers
}
