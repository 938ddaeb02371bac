/**
 * Whether a request may write the caches it shares with every other visitor: KV (through the
 * namespace `gatedNamespace` hands its caches) and the isolate's memory (the page cache, what
 * `cached` remembers). One per request, open until something makes the request's answers
 * personal: an editor's preview refuses writes for the rest of the request, background work
 * (`waitUntil`) included, so nothing computed from drafts can be kept for anyone else, whatever
 * the code path that computed it (docs/decisions/0042).
 */
export interface CacheWrites {
  readonly allowed: boolean
  /** Closes the gate for the rest of the request; it never opens again. */
  refuse(reason: string): void
  /** Why writes are refused, or null while they are allowed. */
  readonly refusedBecause: string | null
}

export function createCacheWrites(): CacheWrites {
  let reason: string | null = null
  return {
    get allowed() {
      return reason === null
    },
    refuse(why) {
      reason ??= why
    },
    get refusedBecause() {
      return reason
    },
  }
}

const gates = new WeakMap<KVNamespace, CacheWrites>()

/**
 * The namespace as the request's caches use it: reads go through, writes (`put`, `delete`) only
 * while `writes.allowed`; a refused write resolves without touching KV, as a dropped cache write
 * would. `writesAllowed(namespace)` tells the memory caches the same thing.
 *
 * @example
 * const writes = createCacheWrites()
 * const kv = gatedNamespace(env.CACHE, writes)
 * writes.refuse('preview')
 * await kv.put('key', 'draft') // nothing written
 */
export function gatedNamespace(kv: KVNamespace, writes: CacheWrites): KVNamespace {
  const gated = new Proxy(kv, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (property === 'put' || property === 'delete') {
        return (...args: unknown[]) =>
          writes.allowed ? Reflect.apply(value, target, args) : Promise.resolve(undefined)
      }
      return (...args: unknown[]) => Reflect.apply(value, target, args)
    },
  })
  gates.set(gated, writes)
  return gated
}

/** Whether what is read or computed through `kv` may be kept in shared memory too. */
export function writesAllowed(kv: KVNamespace): boolean {
  return gates.get(kv)?.allowed ?? true
}
