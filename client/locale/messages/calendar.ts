import { defineCatalogue } from '../messages.ts'
import de from './de/calendar.ts'
import fr from './fr/calendar.ts'

/** Month and weekday names, dates and opening times per language (client/locale/format-*.ts). */
export const calendarMessages = defineCatalogue({ fr, de })
