import type fr from './fr/language-switch.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const languageSwitchMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/language-switch.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'language-switch')
)
