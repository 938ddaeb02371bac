import type fr from './fr/turnstile.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const turnstileMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/turnstile.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'turnstile')
)
