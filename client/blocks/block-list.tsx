import { Suspense, createContext, useContext, useEffect } from 'react'
import type { Block } from '../domain/story.ts'
import type { BlockData } from './block-data-map.ts'
import { editableAttributes } from '../features/preview/editable.ts'
import { useMessages } from '../locale/messages.ts'
import { blockListMessages } from '../locale/messages/block-list.ts'
import { blockComponent, deferredBlockComponent } from './block-modules.ts'

/** The component name the server gives a block it could not validate (shown in preview only). */
export const INVALID_BLOCK = 'invalid_block'

/** The placeholder of a block the server could not validate (a type: it is a `Block` too). */
export type InvalidBlock = {
  component: typeof INVALID_BLOCK
  _uid: string
  original: string
  reason: string
}

export interface BlockContextValue {
  /** Data loaded on the server for blocks that need it, by block `_uid`. */
  blockData: Record<string, BlockData>
  /** Editor preview: placeholders for broken blocks, `_editable` markers. */
  preview: boolean
}

export const BlockContext = createContext<BlockContextValue>({ blockData: {}, preview: false })

function InvalidBlock({ block }: { block: Block }) {
  const text = useMessages(blockListMessages)
  return (
    <div className="block-placeholder container" role="note">
      <p>
        {text.invalidBlock(String(block.original ?? block.component))}{' '}
        {String(block.reason ?? text.invalidReason)}
      </p>
    </div>
  )
}

/**
 * Marks a block's wrapper once its boundary has hydrated (`data-ready`): blocks hydrate after the
 * page shell, some only when they come into view, and tests wait for this before interacting.
 */
function BlockReady({ uid }: { uid: string }) {
  useEffect(() => {
    document.querySelector(`[data-block="${CSS.escape(uid)}"]`)?.setAttribute('data-ready', 'true')
  }, [uid])
  return null
}

/**
 * Renders section blocks in order. Each sits in its own Suspense boundary: on the server every
 * component is loaded; in the browser, blocks below the first screen hydrate when their code
 * arrives (see `deferredBlockComponent`). An unknown block renders nothing.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  const { blockData, preview } = useContext(BlockContext)
  return (
    <>
      {blocks.map((block) => {
        if (block.component === INVALID_BLOCK) {
          return preview ? <InvalidBlock key={block._uid} block={block} /> : null
        }
        // The server renders every block synchronously (its code is loaded before rendering):
        // a lazy component there would stream an inline script, which the CSP forbids.
        const Component =
          blockComponent(block.component) ??
          (typeof document === 'undefined'
            ? undefined
            : deferredBlockComponent(block.component, block._uid))
        if (!Component) return null
        // The visual editor's click targets: only in a validated preview, from `_editable`.
        const editable = (preview && editableAttributes(block._editable)) || {}
        return (
          <div key={block._uid} className="block" data-block={block._uid} {...editable}>
            <Suspense fallback={null}>
              <Component block={block} data={blockData[block._uid]} />
              <BlockReady uid={block._uid} />
            </Suspense>
          </div>
        )
      })}
    </>
  )
}
