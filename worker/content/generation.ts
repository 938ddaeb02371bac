import { reportError } from '../monitoring/report-error.ts'
import type { ContentClient } from './content-client.ts'
import { CONTENT_GENERATION_KEY } from './content-store.ts'

/** The stored generation, or null when none is stored yet (or the value is garbage). */
export async function readGeneration(kv: KVNamespace): Promise<number | null> {
  const value = Number(await kv.get(CONTENT_GENERATION_KEY))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

export interface GenerationBump {
  previous: number | null
  generation: number
  /** Where the new value came from: the space's own `cv`, or the clock when it could not be read. */
  source: 'space' | 'clock'
}

/**
 * Moves the content generation forward after a publish. The new value is the space's `cv` read
 * from `cdn/spaces/me` (the value Storyblok's CDN keys on); when that cannot be read (outage) it
 * is the clock in Unix seconds, the unit of a `cv`. It never goes down and, unless `onlyIfNewer`,
 * always moves by at least one, so the next read misses every cached entry of the old generation.
 *
 * `onlyIfNewer` is for replayed events: catching up with a newer space `cv` is idempotent, a
 * forced bump is not.
 */
export async function bumpGeneration(options: {
  kv: KVNamespace
  client: ContentClient
  now?: () => number
  onlyIfNewer?: boolean
}): Promise<GenerationBump> {
  const previous = await readGeneration(options.kv)
  let spaceCv: number | null = null
  try {
    spaceCv = (await options.client.getSpace()).cv
  } catch (error) {
    reportError(error, { phase: 'content generation bump' })
  }
  const clock = Math.floor((options.now?.() ?? Date.now()) / 1000)
  const generation = options.onlyIfNewer
    ? Math.max(previous ?? 0, spaceCv ?? 0)
    : Math.max((previous ?? 0) + 1, spaceCv ?? clock)
  if (generation > 0 && generation !== previous) {
    await options.kv.put(CONTENT_GENERATION_KEY, String(generation))
  }
  return { previous, generation, source: spaceCv === null ? 'clock' : 'space' }
}
