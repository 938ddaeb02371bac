import type fr from './fr/stock.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const stockMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/stock.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'stock')
)
