import type fr from './fr/lead-answers.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leadAnswersMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lead-answers.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lead-answers')
)
