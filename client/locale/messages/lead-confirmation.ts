/**
 * The confirmation e-mail a visitor receives after a lead, in the language of the page they sent
 * it from (worker/leads/confirmation-mail.ts; docs/decisions/0058).
 */
import { defineCatalogue } from '../messages.ts'
import de from './de/lead-confirmation.ts'
import fr from './fr/lead-confirmation.ts'

export const leadConfirmationMessages = defineCatalogue({ fr, de })
