/**
 * A module (or any value) loaded on first need, once; a failed download is forgotten, so the next
 * need tries again instead of failing for the rest of the page's life.
 * @example const loadSchema = onDemand(() => import('./lead-schema.ts'))
 */
export function onDemand<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
}
