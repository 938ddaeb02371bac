import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DEMO_PUBLIC_FOLDER } from '../../framework/build/deployment-plugin.ts'
import { type Marker, markerFindings } from './bundle-check.ts'

/** Every string of a deployment's exports, with its path (`groupContact.email`). */
export function stringLeaves(
  value: unknown,
  path: string[] = []
): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), value }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeaves(item, [...path, `${index}`]))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]))
  }
  return []
}

/**
 * What only the demo deployment carries (docs/decisions/0054): its mail domain, the paths of
 * public/demo/, and each value of the demo deployment file that the production one does not
 * share (its GTM id, map tiles, booking host, legal identity, contacts…), derived from the two
 * files so that a new demo value is covered without editing a list.
 */
export function demoMarkers(demo: object, production: object): Marker[] {
  const markers: Marker[] = [
    { label: 'the demo mail domain', find: 'groupe-auto.example' },
    { label: `a path of public/${DEMO_PUBLIC_FOLDER}/`, find: /(^|["'`(=\s])\/demo\// },
  ]
  const shared = new Set(stringLeaves(production).map((leaf) => leaf.value))
  for (const leaf of stringLeaves(demo)) {
    // Short words ("fr", "Showroom") say nothing of where they come from.
    if (leaf.value.length < 6 || shared.has(leaf.value)) continue
    markers.push({ label: `demo deployment value (${leaf.path})`, find: leaf.value })
  }
  return markers
}

/** Text files a browser or the Worker reads: where a demo value could hide. */
const TEXT_FILE =
  /\.(js|mjs|css|html|json|txt|svg|xml|webmanifest|map)$|(^|\/)_(headers|redirects)$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Each demo file or demo value in a production output folder: a file of public/demo/, or a text
 * file (source maps aside: they name source files, not what ships) holding a demo marker.
 */
export function demoFindings(dir: string, markers: Marker[]): string[] {
  if (!existsSync(dir)) return [`${dir}: missing`]
  const findings: string[] = []
  const files = filesUnder(dir)
  for (const file of files) {
    const path = relative(dir, file)
    if (path.startsWith(`${DEMO_PUBLIC_FOLDER}/`)) findings.push(`${path}: a demo file`)
  }
  const texts = files
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('.map'))
    .map((file) => ({ path: relative(dir, file), text: readFileSync(file, 'utf8') }))
  findings.push(...markerFindings(texts, markers))
  return findings
}
