import { defineCatalogue } from '../messages.ts'
import de from './de/gallery.ts'
import fr from './fr/gallery.ts'

export const galleryMessages = defineCatalogue({ fr, de })
