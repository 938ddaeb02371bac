/**
 * `GET /builds/latest.json` (worker/api/builds.ts): the build the Worker serves, which the browser
 * polls to reload at its next navigation after a deploy (spec §4, §7). A JSON endpoint outside
 * `endpoints.ts` on purpose: it is asked on every page, every five minutes, and its two fields are
 * checked by hand, where the definitions would make every visitor download zod for it
 * (docs/decisions/0061). Its answer has no text: no language.
 */
export interface LatestBuild {
  id: string
  timestamp: number
}

export const LATEST_BUILD_PATH = '/builds/latest.json'

/** The build the Worker serves now, or null when no answer of this contract came. */
export async function fetchLatestBuild(): Promise<LatestBuild | null> {
  try {
    // The query only defeats caches that would ignore `no-store`.
    const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return null
    const json: unknown = await response.json()
    if (typeof json !== 'object' || json === null) return null
    const id: unknown = Reflect.get(json, 'id')
    const timestamp: unknown = Reflect.get(json, 'timestamp')
    return typeof id === 'string' && typeof timestamp === 'number' ? { id, timestamp } : null
  } catch {
    // Offline or a transient failure.
    return null
  }
}
