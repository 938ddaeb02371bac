/**
 * The trade-in estimate's text in French (client/features/trade-in). Pieces around a value
 * render as they did before, each its own text.
 */
export default {
  labels: {
    brand: 'Marque',
    model: 'Modèle',
    year: 'Année',
    mileage: 'Kilométrage',
    fuel: 'Carburant',
    condition: 'État général',
  },
  check: (fields: string) => ` À vérifier : ${fields}.`,
  chooseYear: 'Choisir l’année',
  sending: 'Estimation en cours…',
  submit: 'Estimer mon véhicule',
  result: 'Votre estimation de reprise',
  offer: ' offre indicative',
  range: {
    from: 'Fourchette : de ',
    to: ' à ',
    reference: '. Référence',
    validUntil: ', valable jusqu’au ',
    inspection:
      '. L’offre est confirmée après une inspection gratuite du véhicule dans l’une de nos concessions.',
  },
  loadingForm: 'Chargement du formulaire…',
  sendToAdviser: 'Envoyer cette estimation à un conseiller',
  wanted: 'Véhicule souhaité (facultatif)',
  noneYet: 'Aucun pour le moment',
  unavailable:
    'L’estimation est momentanément indisponible. Réessayez dans un instant ou contactez-nous.',
}
