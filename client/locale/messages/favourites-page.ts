import { defineCatalogue } from '../messages.ts'
import de from './de/favourites-page.ts'
import fr from './fr/favourites-page.ts'

export const favouritesPageMessages = defineCatalogue({ fr, de })
