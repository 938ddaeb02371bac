import type fr from './fr/gallery.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const galleryMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/gallery.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'gallery')
)
