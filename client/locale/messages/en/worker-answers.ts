import type fr from '../fr/worker-answers.ts'

/**
 * The Worker's own short answers in English, outside the pages: the last-resort error text
 * (worker/app.ts) and the messages of the browser's APIs (worker/api).
 */
export default {
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  stockUnavailable: 'Stock temporarily unavailable',
  vehicleIds: {
    format: 'ids: comma-separated integers expected',
    positive: 'ids: positive integers expected',
    tooMany: (max: number) => `ids: ${max} vehicles at most`,
    invalid: 'invalid ids',
  },
  tradeIn: {
    off: 'Trade-in valuations are not offered.',
    incomplete: 'Vehicle description incomplete.',
    unavailable:
      'Valuations are temporarily unavailable. Please try again in a moment or contact us.',
  },
} satisfies typeof fr
