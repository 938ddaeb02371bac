import type fr from './fr/departments.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const departmentsMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/departments.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'departments')
)
