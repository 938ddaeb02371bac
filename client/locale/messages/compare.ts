import type fr from './fr/compare.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const compareMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/compare.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'compare')
)
