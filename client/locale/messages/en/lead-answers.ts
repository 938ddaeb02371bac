import type fr from '../fr/lead-answers.ts'

/**
 * The Worker's answers to a lead form in German: notices about the whole form (JSON and no-JS
 * paths) and the no-JavaScript last-resort page (worker/leads/answers.ts, worker/leads/routes.ts).
 */
export default {
  unreadable: 'Das empfangene Formular ist nicht lesbar. Bitte versuchen Sie es erneut.',
  tooLarge: 'Das gesendete Formular ist zu groß.',
  crossSite:
    'Diese Anfrage stammt nicht von unserer Website und wurde nicht gespeichert. Bitte füllen Sie das Formular direkt auf unserer Website aus.',
  unsupportedType: 'Das empfangene Formular hat kein zulässiges Format.',
  rateLimited:
    'Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte warten Sie einige Minuten, bevor Sie es erneut versuchen.',
  turnstile:
    'Die Anti-Roboter-Prüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  turnstileMissing:
    'Die Anti-Roboter-Prüfung konnte nicht stattfinden: Sie benötigt JavaScript. Bitte aktivieren Sie es und versuchen Sie es erneut, oder rufen Sie das Autohaus direkt an.',
  unavailable: (contact: { name: string; phone: string; email: string }) =>
    `Ihre Anfrage konnte im Moment nicht gespeichert werden. Bitte versuchen Sie es in wenigen Augenblicken erneut oder wenden Sie sich direkt an ${contact.name} unter ${contact.phone} oder per E-Mail an ${contact.email}.`,
  fieldsToFix: 'Einige Felder des Formulars müssen korrigiert werden.',
  page: {
    title: 'Ihre Anfrage',
    back: 'Zurück zum Formular',
  },
} satisfies typeof fr
