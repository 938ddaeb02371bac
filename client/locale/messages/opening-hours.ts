import type fr from './fr/opening-hours.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const openingHoursMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/opening-hours.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'opening-hours')
)
