import type fr from './fr/lease-blocks.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leaseBlocksMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lease-blocks.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lease-blocks')
)
