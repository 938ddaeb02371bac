import type fr from './fr/counts.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const countsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/counts.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'counts')
)
