import type fr from './fr/worker-answers.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const workerAnswersMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/worker-answers.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'worker-answers')
)
