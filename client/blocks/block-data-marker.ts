import type { z } from 'zod'

declare const blockData: unique symbol

/** A block schema whose block loads server data of type `D`: a type only, nothing at run time. */
export interface WithData<D> {
  readonly [blockData]?: D
}

/**
 * Registers a block's server data type with its schema (`block-schemas.ts`):
 * `brand_logos: withData<BrandListData>()(brandLogosSchema)`. `BlockDataMap` is derived from
 * these, so the Worker's loader (worker/blocks/) and the component (`BlockPropsOf`) are typed by
 * the one declaration, and a block registered with data but without a loader does not compile.
 * The schema is returned unchanged.
 */
export function withData<D>() {
  return <S extends z.ZodType>(schema: S): S & WithData<D> => {
    const marker: WithData<D> = {}
    return Object.assign(schema, marker)
  }
}

/** The server data type registered with a schema, or `never` for a block without data. */
export type DataOf<S> = typeof blockData extends keyof S
  ? Exclude<S[typeof blockData], undefined>
  : never
