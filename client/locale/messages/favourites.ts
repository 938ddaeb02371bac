import { defineCatalogue } from '../messages.ts'
import de from './de/favourites.ts'
import fr from './fr/favourites.ts'

export const favouritesMessages = defineCatalogue({ fr, de })
