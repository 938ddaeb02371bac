/**
 * Seeded randomness for the demo stock: the same seed always gives the same stock, so pages,
 * tests and screenshots are reproducible (no Math.random, no clock).
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
  chance(probability: number): boolean
}

/** mulberry32: tiny, fast, good enough for demo data, and identical on every JS engine. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0)
      let threshold = next() * total
      for (const item of items) {
        threshold -= weight(item)
        if (threshold < 0) return item
      }
      return random.pick(items)
    },
    chance: (probability) => next() < probability,
  }
  return random
}

/** Lowercase ASCII kebab case: "Élettrica 54 kWh" → "elettrica-54-kwh". */
export function kebab(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Rounds a price to the retail habit of ending in 90 (e.g. 23 490). */
export function retailPrice(amount: number): number {
  return Math.max(990, Math.round((amount - 90) / 100) * 100 + 90)
}
