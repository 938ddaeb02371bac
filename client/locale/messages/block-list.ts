import type fr from './fr/block-list.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The block list's text (client/blocks/block-list.tsx), in the content page's chunk. */
export const blockListMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/block-list.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'block-list')
)
