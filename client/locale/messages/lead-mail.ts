import type fr from './fr/lead-mail.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leadMailMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lead-mail.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lead-mail')
)
