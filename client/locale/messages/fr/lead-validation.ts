/**
 * The validation messages of the lead forms' shared schema in French (spec §5: the generic form
 * library speaks English by default; every rule has its wording here). An area of their own: the
 * schema loads on a form's first interaction, and its messages with it, not with the page.
 */
export default {
  required: 'Ce champ est obligatoire.',
  email: 'Veuillez saisir une adresse e-mail valide.',
  phone:
    'Veuillez saisir un numéro de téléphone valide (Luxembourg, France, Belgique ou Allemagne), par exemple +352 621 123 456.',
  name: 'Ce champ ne peut contenir que des lettres, des espaces, des apostrophes et des traits d’union.',
  maxLength: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  choice: 'Veuillez choisir une option de la liste.',
  date: 'Veuillez saisir une date valide.',
  time: 'Veuillez choisir un créneau horaire.',
  slotUnavailable:
    'Ce créneau n’est pas disponible : la concession est fermée à cette heure-là ou la date est passée. Veuillez choisir un autre créneau.',
  between: (min: number, max: number) => `Veuillez saisir un nombre entier entre ${min} et ${max}.`,
  plate: 'Veuillez saisir une plaque d’immatriculation valide, par exemple AB 1234.',
  tyreSize: 'Veuillez saisir la dimension inscrite sur le flanc du pneu, par exemple 205/55 R16.',
  consent:
    'Veuillez accepter la politique de traitement des données pour que nous puissions traiter votre demande.',
  invalid: 'Cette valeur n’est pas valide.',
  modelRequired: 'Veuillez choisir le modèle que vous souhaitez essayer.',
  /** A lease request checked by the Worker (worker/leads/lease-request.ts). */
  lease: {
    /** The last joiner of a list of choices: "24, 36, 48 ou 60". */
    or: 'ou',
    view: 'Ce type de leasing n’est pas proposé pour ce véhicule.',
    colour: 'Cette couleur n’est pas proposée pour ce véhicule.',
    duration: (choices: string) => `Veuillez choisir une durée proposée : ${choices} mois.`,
    mileage: (choices: string) => `Veuillez choisir un kilométrage proposé : ${choices} par an.`,
    fee: (min: string, max: string) =>
      `Veuillez saisir des frais de dossier entre ${min} et ${max}.`,
    /** `vat`: the deposit's VAT basis in words (vehicle-vocabulary.ts), "TVAC" or "HTVA". */
    deposit: (min: string, max: string, vat: string) =>
      `Veuillez saisir un acompte entre ${min} et ${max} ${vat}.`,
    depositFormat: 'Veuillez saisir un acompte en euros, sans décimales.',
  },
}
