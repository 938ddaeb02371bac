import type fr from './fr/embedded-blocks.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const embeddedBlocksMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/embedded-blocks.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'embedded-blocks')
)
