import type fr from './fr/favourites-page.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const favouritesPageMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/favourites-page.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'favourites-page')
)
