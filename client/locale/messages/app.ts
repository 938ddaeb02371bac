import type fr from './fr/app.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const appMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/app.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'app')
)
