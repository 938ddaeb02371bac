import type fr from './fr/lead-subjects.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leadSubjectsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lead-subjects.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lead-subjects')
)
