import type fr from './fr/financial-lease.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The financial lease calculator block's own text: it ships in that block's chunk. */
export const financialLeaseMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/financial-lease.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'financial-lease')
)
