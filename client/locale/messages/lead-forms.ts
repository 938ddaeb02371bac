import type fr from './fr/lead-forms.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leadFormsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lead-forms.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lead-forms')
)
