import { defineCatalogue } from '../messages.ts'
import de from './de/card.ts'
import fr from './fr/card.ts'

/** The card's text (client/blocks/card): it ships with the card grids' shared card code. */
export const cardMessages = defineCatalogue({ fr, de })
