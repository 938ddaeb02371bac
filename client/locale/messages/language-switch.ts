import { defineCatalogue } from '../messages.ts'
import de from './de/language-switch.ts'
import fr from './fr/language-switch.ts'

export const languageSwitchMessages = defineCatalogue({ fr, de })
