import type fr from './fr/errors.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const errorsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/errors.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'errors')
)
