import type fr from '../fr/trade-in-block.ts'

/** The trade-in block's text in English (client/blocks/trade-in). */
export default {
  noScript: {
    before:
      'The online valuation needs JavaScript. You can also ask for a trade-in valuation through our ',
    link: 'contact form',
    after: '.',
  },
  question: {
    before: 'A question about trading in your car?',
    link: 'Contact a sales adviser',
    after: '.',
  },
} satisfies typeof fr
