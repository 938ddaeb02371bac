import { defineCatalogue } from '../messages.ts'
import de from './de/block-list.ts'
import fr from './fr/block-list.ts'

/** The block list's text (client/blocks/block-list.tsx), in the content page's chunk. */
export const blockListMessages = defineCatalogue({ fr, de })
