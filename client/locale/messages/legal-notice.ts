import type fr from './fr/legal-notice.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const legalNoticeMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/legal-notice.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'legal-notice')
)
