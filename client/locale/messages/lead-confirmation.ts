/**
 * The confirmation e-mail a visitor receives after a lead, in the language of the page they sent
 * it from (worker/leads/confirmation-mail.ts; docs/decisions/0058).
 */
import type fr from './fr/lead-confirmation.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leadConfirmationMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lead-confirmation.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lead-confirmation')
)
