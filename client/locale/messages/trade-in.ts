import type fr from './fr/trade-in.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const tradeInMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/trade-in.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'trade-in')
)
