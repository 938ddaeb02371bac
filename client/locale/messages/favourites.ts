import type fr from './fr/favourites.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const favouritesMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/favourites.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'favourites')
)
