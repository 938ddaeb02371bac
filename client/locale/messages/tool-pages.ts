import type fr from './fr/tool-pages.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const toolPagesMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/tool-pages.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'tool-pages')
)
