import type fr from './fr/location-blocks.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const locationBlocksMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/location-blocks.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'location-blocks')
)
