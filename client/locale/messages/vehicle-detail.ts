import type fr from './fr/vehicle-detail.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const vehicleDetailMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/vehicle-detail.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'vehicle-detail')
)
