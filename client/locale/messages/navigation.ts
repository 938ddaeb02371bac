import type fr from './fr/navigation.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const navigationMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/navigation.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'navigation')
)
