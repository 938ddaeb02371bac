import type fr from './fr/trade-in-block.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const tradeInBlockMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/trade-in-block.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'trade-in-block')
)
