import { defineCatalogue } from '../messages.ts'
import de from './de/carousel.ts'
import fr from './fr/carousel.ts'

/** The carousel's text (client/blocks/carousel): it ships in the carousel block's chunk. */
export const carouselMessages = defineCatalogue({ fr, de })
