/** The trade-in block's text in French (client/blocks/trade-in). */
export default {
  /** Without JavaScript: the text, then a link to the contact form, then the end. */
  noScript: {
    before:
      'L’estimation en ligne nécessite JavaScript. Vous pouvez aussi demander une reprise par notre ',
    link: 'formulaire de contact',
    after: '.',
  },
  /** The question, then a link to the contact page, then the end. */
  question: {
    before: 'Une question sur la reprise ?',
    link: 'Contactez un conseiller',
    after: '.',
  },
}
