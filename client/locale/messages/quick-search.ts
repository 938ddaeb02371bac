import type fr from './fr/quick-search.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The quick search's text: it ships with the quick search's chunk (stock hero, quick entry). */
export const quickSearchMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/quick-search.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'quick-search')
)
