import type fr from './fr/alerts.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const alertsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/alerts.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'alerts')
)
