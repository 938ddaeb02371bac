import { z } from 'zod'
import type { KvEntry } from './check-table.ts'
import { isLegacyPath } from './normalize.ts'
import { isSafeTarget } from './target.ts'

/** A key as `wrangler kv key list` prints it. */
export const listedKeySchema = z.object({
  name: z.string(),
  metadata: z.unknown().optional(),
})
export const listedKeysSchema = z.array(listedKeySchema)
export type ListedKey = z.infer<typeof listedKeySchema>

const entryMetadataSchema = z.object({ target: z.string() })

/** A checked table read back from its JSON file: every entry is re-validated before upload. */
export const kvEntriesSchema = z.array(
  z
    .object({ key: z.string(), value: z.string(), metadata: entryMetadataSchema })
    .refine((entry) => isLegacyPath(entry.key), 'key outside /fr')
    .refine((entry) => entry.value === '' || isSafeTarget(entry.value), 'unsafe target')
    .refine((entry) => entry.metadata.target === entry.value, 'metadata differs from value')
)

export interface SyncPlan {
  /** New keys and keys whose target changed. */
  put: KvEntry[]
  unchanged: number
  /** Keys in the namespace that the table no longer has. */
  remove: string[]
}

/**
 * What to write and delete so the namespace holds exactly the table. A key counts as unchanged
 * when its metadata names the same target (the upload writes the target into the metadata), so
 * running the upload twice writes nothing the second time.
 */
export function planSync(entries: readonly KvEntry[], existing: readonly ListedKey[]): SyncPlan {
  const current = new Map<string, string | null>()
  for (const key of existing) {
    const metadata = entryMetadataSchema.safeParse(key.metadata)
    current.set(key.name, metadata.success ? metadata.data.target : null)
  }
  const wanted = new Set<string>()
  const put: KvEntry[] = []
  let unchanged = 0
  for (const entry of entries) {
    wanted.add(entry.key)
    if (current.get(entry.key) === entry.value) unchanged++
    else put.push(entry)
  }
  const remove = [...current.keys()].filter((key) => !wanted.has(key))
  return { put, unchanged, remove }
}
