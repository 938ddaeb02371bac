import type fr from './fr/vehicle-card.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const vehicleCardMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/vehicle-card.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'vehicle-card')
)
