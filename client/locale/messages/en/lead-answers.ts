import type fr from '../fr/lead-answers.ts'

/**
 * The Worker's answers to a lead form in English: notices about the whole form (JSON and no-JS
 * paths) and the no-JavaScript last-resort page (worker/leads/answers.ts, worker/leads/routes.ts).
 */
export default {
  unreadable: 'The form we received could not be read. Please try again.',
  tooLarge: 'The form you sent is too large.',
  crossSite:
    'This request did not come from our website and has not been saved. Please fill in the form directly on our website.',
  unsupportedType: 'The form we received is not in an accepted format.',
  rateLimited:
    'You have sent a lot of requests in a short time. Please wait a few minutes before trying again.',
  turnstile: 'The anti-robot check failed. Please reload the page and try again.',
  turnstileMissing:
    'The anti-robot check could not run because it needs JavaScript. Please turn it on and try again, or call the dealership directly.',
  unavailable: (contact: { name: string; phone: string; email: string }) =>
    `Your request could not be saved just now. Please try again in a few moments, or contact ${contact.name} directly on ${contact.phone} or by email at ${contact.email}.`,
  fieldsToFix: 'Some fields of the form need correcting.',
  page: {
    title: 'Your request',
    back: 'Back to the form',
  },
} satisfies typeof fr
