import type fr from './fr/card.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The card's text (client/blocks/card): it ships with the card grids' shared card code. */
export const cardMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/card.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'card')
)
