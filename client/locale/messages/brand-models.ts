import type fr from './fr/brand-models.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const brandModelsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/brand-models.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'brand-models')
)
