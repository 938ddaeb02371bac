/**
 * The Worker's own short answers in French, outside the pages: the last-resort error text
 * (worker/app.ts) and the messages of the browser's APIs (worker/api).
 */
export default {
  serviceUnavailable:
    'Le service est momentanément indisponible. Merci de réessayer dans un instant.',
  stockUnavailable: 'Stock momentanément indisponible',
  /** GET /api/vehicles' refusals (worker/api/vehicles.ts), read by developers of the browser code. */
  vehicleIds: {
    format: 'ids: entiers séparés par des virgules attendus',
    positive: 'ids: entiers positifs attendus',
    tooMany: (max: number) => `ids: ${max} véhicules au maximum`,
    invalid: 'ids invalides',
  },
  tradeIn: {
    off: 'L’estimation de reprise n’est pas proposée.',
    incomplete: 'Description du véhicule incomplète.',
    unavailable:
      'L’estimation est momentanément indisponible. Réessayez dans un instant ou contactez-nous.',
  },
}
