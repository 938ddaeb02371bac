import type fr from './fr/stock-preview.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The stock preview block's text: it ships in that block's chunk. */
export const stockPreviewMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/stock-preview.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'stock-preview')
)
