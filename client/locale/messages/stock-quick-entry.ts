import type fr from './fr/stock-quick-entry.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The stock quick entry block's text: it ships in that block's chunk. */
export const stockQuickEntryMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/stock-quick-entry.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'stock-quick-entry')
)
