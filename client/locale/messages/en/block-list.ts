import type fr from '../fr/block-list.ts'

/** What the editor's preview says of a block the server could not validate, in English (client/blocks/block-list.tsx). */
export default {
  /** A block the server could not validate, in the editor's preview: its name, then why. */
  invalidBlock: (name: string) => ['Block ‘', name, '’ not shown:'],
  invalidReason: 'invalid content',
} satisfies typeof fr
