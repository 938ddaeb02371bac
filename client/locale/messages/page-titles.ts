import type fr from './fr/page-titles.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const pageTitlesMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/page-titles.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'page-titles')
)
