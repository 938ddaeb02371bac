import { z } from 'zod'
import type { ParsedFeed } from './feed-vehicle.ts'
import { FeedRefused } from './feed-refused.ts'
import { parseMobileDe } from './mobilede-format.ts'
import { parseNeutralCsv, parseNeutralJson } from './neutral-format.ts'

export const feedFormatSchema = z.enum(['mobilede', 'neutral'])
export type FeedFormat = z.infer<typeof feedFormatSchema>

export interface FeedSettings {
  format: FeedFormat
  /** The dealership of a mobile.de seller account (one account per dealership). */
  location?: string | undefined
  thisYear: number
}

/**
 * A feed's text read in its format: the neutral one as JSON when it starts with `{` or `[`,
 * else as CSV. Throws FeedRefused when the file as a whole cannot be read.
 */
export function parseFeed(text: string, settings: FeedSettings): ParsedFeed {
  if (text.trim() === '') return { vehicles: [], skipped: [] }
  if (settings.format === 'mobilede') {
    if (!settings.location)
      throw new FeedRefused(
        'a mobile.de feed needs its dealership (--location, STOCK_FEED_LOCATION)'
      )
    return parseMobileDe(text, { location: settings.location, thisYear: settings.thisYear })
  }
  return /^\s*[[{]/.test(text) ? parseNeutralJson(text) : parseNeutralCsv(text)
}

/** The source a feed's vehicles belong to: a vehicle only leaves when its own source drops it. */
export function feedSource(settings: Pick<FeedSettings, 'format' | 'location'>): string {
  return settings.format === 'mobilede' ? `mobilede:${settings.location ?? ''}` : 'neutral'
}
