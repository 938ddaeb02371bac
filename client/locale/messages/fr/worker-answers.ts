/**
 * The Worker's own short answers in French, outside the pages: the last-resort error text
 * (worker/app.ts) and the messages of the browser's APIs (worker/api).
 */
export default {
  serviceUnavailable:
    'Le service est momentanément indisponible. Merci de réessayer dans un instant.',
  stockUnavailable: 'Stock momentanément indisponible',
  tradeIn: {
    off: 'L’estimation de reprise n’est pas proposée.',
    incomplete: 'Description du véhicule incomplète.',
    unavailable:
      'L’estimation est momentanément indisponible. Réessayez dans un instant ou contactez-nous.',
  },
}
