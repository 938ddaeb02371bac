import type fr from './fr/content-types.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const contentTypesMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/content-types.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'content-types')
)
