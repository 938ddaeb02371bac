import type fr from './fr/lead-validation.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leadValidationMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lead-validation.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lead-validation')
)
