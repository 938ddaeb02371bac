import type fr from './fr/model-detail.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const modelDetailMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/model-detail.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'model-detail')
)
