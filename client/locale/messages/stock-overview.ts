import type fr from './fr/stock-overview.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The stock overview block's own text: it ships in the block's chunk, nowhere else. */
export const stockOverviewMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/stock-overview.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'stock-overview')
)
