import { defineCatalogue } from '../messages.ts'
import de from './de/lightbox.ts'
import fr from './fr/lightbox.ts'

/** The lightbox's text (client/blocks/lightbox): it ships in the lightbox block's chunk. */
export const lightboxMessages = defineCatalogue({ fr, de })
