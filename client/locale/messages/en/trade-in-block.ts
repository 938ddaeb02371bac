import type fr from '../fr/trade-in-block.ts'

/** The trade-in block's text in German (client/blocks/trade-in). */
export default {
  noScript: {
    before:
      'Die Online-Bewertung erfordert JavaScript. Sie können eine Inzahlungnahme auch über unser ',
    link: 'Kontaktformular',
    after: ' anfragen.',
  },
  question: {
    before: 'Eine Frage zur Inzahlungnahme?',
    link: 'Kontaktieren Sie einen Berater',
    after: '.',
  },
} satisfies typeof fr
