import type fr from './fr/brand-blocks.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const brandBlocksMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/brand-blocks.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'brand-blocks')
)
