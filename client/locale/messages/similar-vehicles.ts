import type fr from './fr/similar-vehicles.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const similarVehiclesMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/similar-vehicles.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'similar-vehicles')
)
