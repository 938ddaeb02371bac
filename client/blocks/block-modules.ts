import { type ComponentType, lazy } from 'react'
import type { BlockDataOf, BlockOf } from './block-data-map.ts'
import type { Block } from '../domain/story.ts'
import type { BlockName, SectionBlockName } from './block-names.ts'

/** What every block component receives. */
export interface BlockProps<B = Record<string, unknown>, D = unknown> {
  /** The block, validated by its schema on the server. */
  block: B
  /** Server data the block asked for (stock results, offers, dealerships), if any. */
  data: D
}

/** The props of block `K`'s component: its fields as its schema validated them, and its data. */
export type BlockPropsOf<K extends BlockName> = BlockProps<BlockOf<K>, BlockDataOf<K>>

/**
 * A block's module as the registry sees it. This is where the blocks' code is trusted, once:
 * `import.meta.glob<BlockModule>` types every component as taking a block and its data, while
 * each component declares the narrower `BlockPropsOf<'its name'>`. That holds because the server
 * validated each block with the schema of its name (worker/blocks/resolve-blocks.ts), the folder
 * is the name (`blockModulePath`), and the data comes from the loader `BlockDataMap` types.
 */
export interface BlockModule {
  Block: ComponentType<BlockProps<Block, unknown>>
  /**
   * Code the block's render needs beyond its chunk (a lazy slot's), awaited before the Worker's
   * render and a client navigation; on the first hydration (`initial`) the block may let it load
   * while the page hydrates over the server's HTML.
   */
  prepare?(options: { initial: boolean }): Promise<unknown> | void
}

// One chunk per block: a page downloads the code of the blocks it shows, nothing more.
const modules = import.meta.glob<BlockModule>('./*/block.tsx')

/** Components already loaded, shared by every render of the isolate or tab. */
const loaded = new Map<string, BlockModule['Block']>()
/** Blocks whose `prepare` has been awaited (not only started by a first hydration). */
const prepared = new Set<string>()

function folderOf(name: string): string {
  return name.replaceAll('_', '-')
}

/** The source path of a block's component, as the build manifest names it. */
export function blockModulePath(name: string): string {
  return `client/blocks/${folderOf(name)}/block.tsx`
}

export function hasBlockComponent(name: string): name is SectionBlockName {
  return `./${folderOf(name)}/block.tsx` in modules
}

/**
 * Loads the components of the given blocks. Called before rendering (server) and before
 * hydrating or showing a page (browser), so rendering never suspends; the code of their lazy
 * slots too, except on the first hydration (`initial`), which keeps the server's HTML there.
 */
export async function preloadBlocks(
  names: Iterable<string>,
  options: { initial: boolean } = { initial: false }
): Promise<void> {
  await Promise.all(
    [...new Set(names)].map(async (name) => {
      if (loaded.has(name) && prepared.has(name)) return
      const load = modules[`./${folderOf(name)}/block.tsx`]
      if (!load) return
      // A block loaded by a first hydration or as it came into view is prepared again here: its
      // slots' code was left to the slots themselves (they load it once the page has hydrated).
      const module = await load()
      await module.prepare?.(options)
      if (!options.initial) prepared.add(name)
      loaded.set(name, module.Block)
    })
  )
}

export function blockComponent(name: string): BlockModule['Block'] | undefined {
  return loaded.get(name)
}

/** Resolves once the block's server-rendered wrapper comes near the viewport. */
function whenNearViewport(uid: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(`[data-block="${CSS.escape(uid)}"]`)
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          resolve()
        }
      },
      { rootMargin: '600px 0px' }
    )
    observer.observe(element)
  })
}

const deferred = new Map<string, BlockModule['Block']>()

/**
 * A block whose code was not loaded with the page: a lazy component that fetches it when the
 * block nears the viewport. Until then React keeps the server's HTML (a Suspense boundary that
 * hydrates later), so the page is complete and usable without that code.
 */
export function deferredBlockComponent(
  name: string,
  uid: string
): BlockModule['Block'] | undefined {
  const load = modules[`./${folderOf(name)}/block.tsx`]
  if (!load) return undefined
  const key = `${name}:${uid}`
  let component = deferred.get(key)
  if (!component) {
    component = lazy(async () => {
      await whenNearViewport(uid)
      const module = await load()
      loaded.set(name, module.Block)
      return { default: module.Block }
    })
    deferred.set(key, component)
  }
  return component
}
