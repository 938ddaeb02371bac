import type fr from './fr/vehicle-vocabulary.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/**
 * The stock vocabulary's labels a vehicle card and a lead form show (fuel, transmission, category,
 * trade-in condition): their chunks load these, not the specs' (vehicle-vocabulary.ts).
 */
export const vehicleLabelsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/vehicle-vocabulary.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'vehicle-vocabulary')
)
