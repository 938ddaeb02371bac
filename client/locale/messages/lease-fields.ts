import type fr from './fr/lease-fields.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leaseFieldsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lease-fields.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lease-fields')
)
