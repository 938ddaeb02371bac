import { defineCatalogue } from '../messages.ts'
import de from './de/turnstile.ts'
import fr from './fr/turnstile.ts'

export const turnstileMessages = defineCatalogue({ fr, de })
