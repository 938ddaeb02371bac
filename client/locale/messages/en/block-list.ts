import type fr from '../fr/block-list.ts'

/** What the editor's preview says of a block the server could not validate, in German (client/blocks/block-list.tsx). */
export default {
  invalidBlock: (name: string) => ['Block „', name, '“ nicht angezeigt:'],
  invalidReason: 'ungültiger Inhalt',
} satisfies typeof fr
