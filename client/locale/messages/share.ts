import type fr from './fr/share.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const shareMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/share.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'share')
)
