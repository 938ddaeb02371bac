import type fr from './fr/lease-detail.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The lease offer block's own text: it ships in that block's chunk. */
export const leaseDetailMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lease-detail.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lease-detail')
)
