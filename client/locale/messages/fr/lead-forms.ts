/** Only some fields have a hint. */
const hints: Record<string, string | undefined> = {
  phone: 'Par exemple +352 621 123 456 ou +33 6 12 34 56 78.',
  tyreSize: 'Inscrite sur le flanc du pneu, par exemple 205/55 R16.',
  time: 'Les créneaux proposés suivent les heures d’ouverture de la concession.',
}

/**
 * The lead forms' text in French (client/features/lead-forms): labels, hints, the titles and the
 * confirmations. The validation messages of the shared schema are lead-validation.ts's.
 */
export default {
  labels: {
    civility: 'Civilité',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    location: 'Concession souhaitée',
    date: 'Date souhaitée',
    time: 'Créneau horaire souhaité',
    plate: 'Plaque d’immatriculation',
    tyreSize: 'Dimension des pneus',
    season: 'Saison des pneus',
    tradeBrand: 'Marque de votre véhicule',
    tradeModel: 'Modèle',
    tradeYear: 'Année de construction',
    tradeMileage: 'Kilométrage (km)',
    tradeFuel: 'Carburant',
    tradeCondition: 'État général',
    message: 'Votre message',
    consent: 'J’accepte la politique de traitement des données',
    newsletter: 'Je souhaite recevoir la newsletter et les offres du groupe',
  },
  hints,
  civility: { madame: 'Madame', monsieur: 'Monsieur', autre: 'Autre' },
  season: { ete: 'Été', hiver: 'Hiver', 'toutes-saisons': 'Toutes saisons' },
  choose: 'Choisissez…',
  privacyLink: 'lire la politique de traitement des données',
  time: (time: string) => time.replace(':', ' h '),
  titles: {
    'test-drive': 'Demander un essai routier',
    interest: 'Je suis intéressé(e) par ce véhicule',
    'model-contact': 'Contacter un conseiller',
    contact: 'Nous contacter',
    'tyre-appointment': 'Prendre rendez-vous pour vos pneus',
    'tyre-offer': 'Demander une offre de pneus',
    'trade-in': 'Faire reprendre mon véhicule',
  },
  confirmations: {
    'test-drive':
      'Merci ! Votre demande d’essai routier a bien été envoyée. Un conseiller vous contactera pour confirmer le rendez-vous.',
    interest:
      'Merci ! Votre demande a bien été envoyée. Un conseiller vous contactera très prochainement.',
    'model-contact':
      'Merci ! Votre message a bien été envoyé. Un conseiller vous répondra très prochainement.',
    contact: 'Merci ! Votre message a bien été envoyé. Nous vous répondrons très prochainement.',
    'tyre-appointment':
      'Merci ! Votre demande de rendez-vous pneus a bien été envoyée. Notre atelier vous contactera pour la confirmer.',
    'tyre-offer':
      'Merci ! Votre demande d’offre de pneus a bien été envoyée. Nous vous enverrons une offre très prochainement.',
    'trade-in':
      'Merci ! Votre demande de reprise a bien été envoyée. Un conseiller vous contactera pour l’estimation définitive.',
  },
  form: {
    retrying:
      'Votre demande est conservée sur cet appareil et sera renvoyée automatiquement dès que possible.',
    fix: 'Veuillez corriger',
    errors: (count: number): string =>
      count > 1 ? `les ${count} erreurs suivantes` : 'l’erreur suivante',
    /** Between the count and the colon: French puts a space before it. */
    beforeColon: ' ',
    colon: ':',
    legend: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    trap: 'Ne pas remplir ce champ',
    sending: 'Envoi en cours…',
    send: 'Envoyer ma demande',
  },
  subject: {
    concerns: 'Votre demande concerne',
    wanted: 'Modèle souhaité *',
    optional: 'Modèle concerné (facultatif)',
    chooseModel: 'Choisissez un modèle…',
    noModel: 'Aucun modèle en particulier',
    brandOnly: (brand: string) => `${brand}, modèle à préciser`,
  },
}
