import type fr from './fr/shell.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const shellMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/shell.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'shell')
)
