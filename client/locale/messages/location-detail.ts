import type fr from './fr/location-detail.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const locationDetailMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/location-detail.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'location-detail')
)
