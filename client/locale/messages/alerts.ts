import { defineCatalogue } from '../messages.ts'
import de from './de/alerts.ts'
import fr from './fr/alerts.ts'

export const alertsMessages = defineCatalogue({ fr, de })
