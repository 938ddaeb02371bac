import type fr from './fr/locations.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const locationsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/locations.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'locations')
)
