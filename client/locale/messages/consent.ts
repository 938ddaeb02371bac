import type fr from './fr/consent.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const consentMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/consent.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'consent')
)
