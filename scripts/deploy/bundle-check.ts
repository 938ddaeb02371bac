/**
 * What must never ship in the production Worker: the local services of the embedded default, the
 * demo data and the test hooks. Checked twice, on what the bundle is made of (its source maps'
 * `sources`, which minification cannot hide) and on what it says (strings in the modules
 * `wrangler deploy` would upload).
 */

/** A string, or a pattern, that only a local or test build may contain. */
export interface Marker {
  /** Why it must not ship, for the report: "local service host", "demo story uuid"… */
  label: string
  find: string | RegExp
}

export interface BundleFile {
  /** Path inside the upload, for the report. */
  path: string
  text: string
}

/** Source files the production Worker must not be built from. */
const forbiddenSources: { pattern: RegExp; label: string }[] = [
  { pattern: /(^|\/)worker\/local-services\//, label: 'local service' },
  { pattern: /(^|\/)scripts\//, label: 'build or demo-data script' },
  { pattern: /(^|\/)tests\//, label: 'test code' },
  { pattern: /\.test\.tsx?$/, label: 'test file' },
]

/**
 * Each source a map names that the production Worker must not contain. A gate may stay: a module
 * of worker/local-services/ that declares `__LOCAL_SERVICES__` and reaches the services only where
 * it is true (upstream-fetch.ts), so that a production build keeps its shell and drops the rest.
 */
export function forbiddenSourceFindings(
  sources: Iterable<string>,
  isGate: (source: string) => boolean = () => false
): string[] {
  const findings: string[] = []
  for (const source of sources) {
    const rule = forbiddenSources.find(({ pattern }) => pattern.test(source))
    if (rule && !(rule.label === 'local service' && isGate(source)))
      findings.push(`${source}: ${rule.label} in the bundle`)
  }
  return findings
}

/** Whether a module's source is a gate of the local services (see forbiddenSourceFindings). */
export const isLocalServicesGate = (code: string) => /declare const __LOCAL_SERVICES__\b/.test(code)

/** Each marker found in a file, with the file and a little context. */
export function markerFindings(files: Iterable<BundleFile>, markers: Marker[]): string[] {
  const findings: string[] = []
  for (const file of files) {
    for (const marker of markers) {
      const index =
        typeof marker.find === 'string'
          ? file.text.indexOf(marker.find)
          : file.text.search(marker.find)
      if (index < 0) continue
      const context = file.text.slice(Math.max(0, index - 20), index + 60).replace(/\s+/g, ' ')
      findings.push(`${file.path}: ${marker.label} (…${context}…)`)
    }
  }
  return findings
}

/** The `sources` of a source map (`.js.map`), or an error naming the file. */
export function sourceMapSources(path: string, text: string): string[] {
  const map = JSON.parse(text) as { sources?: unknown }
  if (!Array.isArray(map.sources)) throw new Error(`${path} has no sources`)
  return map.sources.filter((source): source is string => typeof source === 'string')
}
