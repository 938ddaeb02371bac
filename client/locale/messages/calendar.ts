import type fr from './fr/calendar.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** Month and weekday names, dates and opening times per language (client/locale/format-*.ts). */
export const calendarMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/calendar.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'calendar')
)
