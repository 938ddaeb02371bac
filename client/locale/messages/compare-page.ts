import type fr from './fr/compare-page.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const comparePageMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/compare-page.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'compare-page')
)
