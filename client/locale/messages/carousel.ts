import type fr from './fr/carousel.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The carousel's text (client/blocks/carousel): it ships in the carousel block's chunk. */
export const carouselMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/carousel.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'carousel')
)
