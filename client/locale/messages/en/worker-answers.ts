import type fr from '../fr/worker-answers.ts'

/**
 * The Worker's own short answers in German, outside the pages: the last-resort error text
 * (worker/app.ts) and the messages of the browser's APIs (worker/api).
 */
export default {
  serviceUnavailable:
    'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  stockUnavailable: 'Fahrzeugbestand vorübergehend nicht verfügbar',
  vehicleIds: {
    format: 'ids: durch Kommas getrennte ganze Zahlen erwartet',
    positive: 'ids: positive ganze Zahlen erwartet',
    tooMany: (max: number) => `ids: höchstens ${max} Fahrzeuge`,
    invalid: 'ids ungültig',
  },
  tradeIn: {
    off: 'Die Bewertung Ihres Gebrauchtwagens für die Inzahlungnahme wird nicht angeboten.',
    incomplete: 'Fahrzeugbeschreibung unvollständig.',
    unavailable:
      'Die Bewertung ist vorübergehend nicht verfügbar. Versuchen Sie es gleich noch einmal oder kontaktieren Sie uns.',
  },
} satisfies typeof fr
