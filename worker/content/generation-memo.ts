/**
 * How late a request may see a publish made elsewhere (seconds): KV's own propagation, i.e. the
 * default edge cache of a KV read, which the generation read had before the isolate remembered
 * it. It is shared between the two caches a generation read goes through, so that their sum
 * stays within it: the isolate's memory, then the KV edge cache of the location.
 */
export const GENERATION_MAX_STALENESS = 60

/** How long an isolate uses the generation it last read before reading KV again (seconds). */
export const GENERATION_ISOLATE_TTL = 5

/** How long an edge location keeps a read of the generation (seconds, KV's `cacheTtl`, ≥ 30). */
export const GENERATION_CACHE_TTL = GENERATION_MAX_STALENESS - GENERATION_ISOLATE_TTL

/**
 * The content generation as this isolate knows it: the highest value it has read from KV or
 * written itself (the publish webhook), re-read from KV at most every `ttlMs`. The generation
 * never goes down, so a lower value read later (a KV edge copy older than the isolate's own
 * write) is ignored: a publish, once visible in an isolate, stays visible there.
 */
export interface GenerationMemo {
  /** The generation, if it was read or written less than `ttlMs` ago. */
  fresh(): number | undefined
  /** Records a generation read or written now; answers the one to use (the highest known). */
  observe(generation: number): number
}

/**
 * @example
 * const memo = createGenerationMemo({ ttlMs: GENERATION_ISOLATE_TTL * 1000 })
 * memo.fresh() // undefined: read KV, then
 * memo.observe(42) // 42, and memo.fresh() is 42 for the next five seconds
 */
export function createGenerationMemo(options: {
  ttlMs: number
  /** Clock in milliseconds (tests move it by hand). */
  now?: () => number
}): GenerationMemo {
  if (!(options.ttlMs > 0)) throw new Error('createGenerationMemo: ttlMs must be positive')
  const now = options.now ?? Date.now
  let known = 0
  let checkedAt = Number.NEGATIVE_INFINITY
  return {
    fresh() {
      return known > 0 && now() - checkedAt < options.ttlMs ? known : undefined
    },
    observe(generation) {
      if (Number.isSafeInteger(generation) && generation > known) known = generation
      checkedAt = now()
      return known
    },
  }
}
