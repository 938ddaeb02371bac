import type fr from './fr/stock-hero.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The stock hero block's text: it ships in that block's chunk. */
export const stockHeroMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/stock-hero.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'stock-hero')
)
