/** Copy of the FAQ, the job openings and the privacy policy. */

export const faqEntries = [
  {
    category: 'Achat',
    question: 'Puis-je réserver un véhicule du stock à distance ?',
    answer:
      'Oui. Votre conseiller bloque le véhicule pendant 48 heures contre un acompte remboursable de 500 €, le temps d’organiser un essai ou le financement.',
  },
  {
    category: 'Achat',
    question: 'Reprenez-vous mon véhicule actuel ?',
    answer:
      'Nous reprenons toutes les marques, même si vous n’achetez pas chez nous. L’estimation en ligne est confirmée par une inspection gratuite de vingt minutes.',
  },
  {
    category: 'Achat',
    question: 'Les prix affichés incluent-ils la TVA ?',
    answer:
      'Les prix destinés aux particuliers sont affichés TVAC (TVA luxembourgeoise de 17 % incluse). Les offres business lease sont indiquées hors TVA.',
  },
  {
    category: 'Leasing',
    question: 'Que se passe-t-il si je dépasse le kilométrage prévu ?',
    answer:
      'Les kilomètres supplémentaires sont facturés au tarif indiqué dans votre contrat. Vous pouvez aussi ajuster le kilométrage en cours de contrat sans frais.',
  },
  {
    category: 'Leasing',
    question: 'Puis-je arrêter mon private lease avant la fin ?',
    answer:
      'Une résiliation anticipée est possible moyennant une indemnité dégressive. Votre conseiller vous en communique le montant exact sur simple demande.',
  },
  {
    category: 'Leasing',
    question: 'Le private lease est-il accessible aux frontaliers ?',
    answer:
      'Oui, sous réserve d’un contrat de travail au Luxembourg. Le véhicule est immatriculé au Grand-Duché.',
  },
  {
    category: 'Atelier',
    question: 'L’entretien chez vous préserve-t-il la garantie constructeur ?',
    answer:
      'Oui. Nos ateliers sont agréés par les constructeurs, utilisent des pièces d’origine et tamponnent votre carnet d’entretien numérique.',
  },
  {
    category: 'Atelier',
    question: 'Proposez-vous un véhicule de remplacement ?',
    answer:
      'Un véhicule de remplacement est prévu pour toute intervention de plus de trois heures, sur réservation lors de la prise de rendez-vous.',
  },
  {
    category: 'Pneus',
    question: 'Quand dois-je monter mes pneus hiver ?',
    answer:
      'La loi impose des pneus hiver par conditions hivernales. En pratique, nous conseillons de les monter d’octobre à Pâques.',
  },
  {
    category: 'Pneus',
    question: 'Combien coûte le gardiennage de mes pneus ?',
    answer:
      'Le gardiennage coûte 65 € TVAC par saison pour un jeu de quatre roues jusqu’à 17 pouces, nettoyage et contrôle compris.',
  },
]

export const jobs = [
  {
    slug: 'technicien-mecatronique-bertrange',
    title: 'Technicien mécatronique (m/f/d)',
    location: 'bertrange',
    department: 'Atelier',
    contract: 'cdi',
    publishedAt: '2026-10-01T08:00:00.000Z',
    intro:
      'Pour notre atelier de Bertrange, nous recherchons un technicien mécatronique passionné par les nouvelles motorisations.',
    missions: [
      'Réaliser les entretiens et diagnostics sur véhicules thermiques, hybrides et électriques',
      'Interpréter les codes défaut et réaliser les mises à jour logicielles',
      'Conseiller les réceptionnaires sur les travaux à prévoir',
    ],
    profile: [
      'DAP ou DT en mécatronique automobile',
      'Habilitation haute tension appréciée (formation assurée sinon)',
      'Français ou luxembourgeois, allemand apprécié',
    ],
  },
  {
    slug: 'conseiller-commercial-niederkorn',
    title: 'Conseiller commercial véhicules neufs (m/f/d)',
    location: 'niederkorn',
    department: 'Vente',
    contract: 'cdi',
    publishedAt: '2026-09-22T08:00:00.000Z',
    intro:
      'Rejoignez l’équipe Kia, Hyundai, Suzuki et MG de Niederkorn et accompagnez nos clients dans leur projet automobile.',
    missions: [
      'Accueillir et conseiller les clients particuliers et professionnels',
      'Organiser les essais et établir les offres de financement et de leasing',
      'Assurer la livraison des véhicules et le suivi de la relation client',
    ],
    profile: [
      'Première expérience réussie dans la vente',
      'Aisance relationnelle et sens du service',
      'Permis B, français et luxembourgeois ou allemand',
    ],
  },
  {
    slug: 'carrossier-peintre-esch',
    title: 'Carrossier-peintre (m/f/d)',
    location: 'esch-sur-alzette',
    department: 'Carrosserie',
    contract: 'cdi',
    publishedAt: '2026-09-10T08:00:00.000Z',
    intro:
      'Notre carrosserie agréée d’Esch-sur-Alzette s’agrandit et recherche un carrossier-peintre expérimenté.',
    missions: [
      'Réparer et remplacer les éléments de carrosserie',
      'Préparer les surfaces et réaliser les mises en peinture en cabine',
      'Contrôler la qualité avant restitution au client',
    ],
    profile: [
      'DAP carrosserie ou peinture automobile',
      'Maîtrise des peintures hydrodiluables',
      'Minutie et goût du travail bien fait',
    ],
  },
  {
    slug: 'apprenti-mecatronicien-2027',
    title: 'Apprentissage mécatronicien automobile 2027',
    location: '',
    department: 'Atelier',
    contract: 'apprentissage',
    publishedAt: '2026-10-15T08:00:00.000Z',
    intro:
      'Tu aimes comprendre comment les choses fonctionnent ? Prépare ton DAP de mécatronicien dans l’un de nos cinq ateliers.',
    missions: [
      'Découvrir l’entretien et le diagnostic aux côtés d’un tuteur',
      'Alterner formation au lycée et pratique à l’atelier',
      'Te former aux véhicules électriques dès la deuxième année',
    ],
    profile: [
      'Fin de cycle inférieur de l’enseignement secondaire',
      'Curiosité technique et esprit d’équipe',
      'Motivation à apprendre',
    ],
  },
]

export const privacySections = [
  {
    title: 'Qui traite vos données ?',
    paragraphs: [
      'Autosphère Luxembourg S.A., 12, rue des Mérovingiens, L-8070 Bertrange, est responsable du traitement des données collectées sur ce site et dans ses concessions. Notre délégué à la protection des données est joignable à dpo@groupe-auto.example.',
    ],
  },
  {
    title: 'Quelles données et pourquoi ?',
    paragraphs: [
      'Nous traitons les données que vous nous transmettez via nos formulaires (demande d’essai, d’offre, de rendez-vous, candidature) uniquement pour répondre à votre demande et, avec votre accord, pour vous informer de nos offres.',
      'Les données de navigation ne sont collectées à des fins de mesure d’audience qu’après votre consentement, recueilli par notre bandeau cookies.',
    ],
  },
  {
    title: 'Combien de temps ?',
    paragraphs: [
      'Les demandes commerciales sont conservées trois ans après le dernier contact. Les dossiers clients sont conservés dix ans, conformément aux obligations comptables luxembourgeoises.',
    ],
  },
  {
    title: 'Vos droits',
    paragraphs: [
      'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Vous pouvez les exercer par e-mail auprès de notre délégué ou introduire une réclamation auprès de la Commission nationale pour la protection des données (CNPD).',
    ],
  },
]
