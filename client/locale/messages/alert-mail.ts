import type fr from './fr/alert-mail.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const alertMailMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/alert-mail.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'alert-mail')
)
