import type fr from './fr/lightbox.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The lightbox's text (client/blocks/lightbox): it ships in the lightbox block's chunk. */
export const lightboxMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lightbox.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lightbox')
)
