import type { Block } from './story.ts'

/**
 * Whether a value has a block's shape (`component`, `_uid`): a check without zod, so the browser
 * can use it. Storyblok keeps blocks in fields typed `unknown` here (a body, a rich text `blok`
 * node); this tells a block from anything else before it is treated as one.
 */
export function isBlock(value: unknown): value is Block {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  if (!('component' in value) || !('_uid' in value)) return false
  const editable = '_editable' in value ? value._editable : undefined
  return (
    typeof value.component === 'string' &&
    value.component !== '' &&
    typeof value._uid === 'string' &&
    value._uid !== '' &&
    (editable === undefined || typeof editable === 'string')
  )
}
