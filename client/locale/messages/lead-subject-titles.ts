import type fr from './fr/lead-subject-titles.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leadSubjectTitlesMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lead-subject-titles.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lead-subject-titles')
)
