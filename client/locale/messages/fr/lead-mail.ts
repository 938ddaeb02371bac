/** By the CRM payload's key (worker/crm/crm-payload.ts). */
const kinds: Record<string, string> = {
  'test-drive': 'Essai routier',
  interest: 'Intérêt pour un véhicule',
  'model-contact': 'Contact au sujet d’un modèle',
  contact: 'Contact',
  'tyre-appointment': 'Rendez-vous pneus',
  'tyre-offer': 'Offre de pneus',
  'trade-in': 'Reprise de véhicule',
}

/** By the CRM payload's key (worker/crm/crm-payload.ts). */
const details: Record<string, string> = {
  plate: 'Plaque d’immatriculation',
  tyre_size: 'Dimension des pneus',
  season: 'Saison des pneus',
  trade_in_brand: 'Marque du véhicule à reprendre',
  trade_in_model: 'Modèle',
  trade_in_year: 'Année',
  trade_in_mileage_km: 'Kilométrage (km)',
  trade_in_fuel: 'Carburant',
  trade_in_condition: 'État général',
  trade_in_offer_shown_eur: 'Offre indicative affichée (€)',
}

/**
 * The e-mails the Worker writes to the group's staff, in French (the group's working language):
 * a lead sent to its dealership when there is no CRM webhook, and the alert to operations when a
 * lead cannot be delivered (worker/leads/lead-mail.ts, worker/leads/alert.ts).
 */
export default {
  kinds,
  subject: (kind: string, name: string) => `Nouvelle demande du site : ${kind} — ${name}`,
  intro: (dealership: string) =>
    `Une nouvelle demande est arrivée par le site web pour la concession ${dealership}.`,
  replyHint: 'Répondez à cet e-mail pour écrire directement au client.',
  sections: {
    customer: 'Client',
    appointment: 'Rendez-vous souhaité',
    subject: 'Objet de la demande',
    lease: 'Leasing demandé',
    message: 'Message du client',
    details: 'Précisions',
    tracking: 'Suivi de la demande',
  },
  labels: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    newsletter: 'Souhaite recevoir la newsletter',
    date: 'Date',
    time: 'Heure',
    price: 'Prix affiché',
    page: 'Page du site',
    language: 'Langue du client',
    campaign: 'Campagne',
    flags: 'Signalements',
    leadId: 'Référence',
    receivedAt: 'Reçue le',
    consent: 'Consentement (version du texte)',
    verified: 'Vérifié dans le stock',
    leaseType: 'Formule',
    duration: 'Durée (mois)',
    mileage: 'Kilométrage annuel (km)',
    monthly: 'Mensualité TTC (centimes)',
  },
  details,
  yes: 'oui',
  no: 'non',
  footer:
    'Message envoyé automatiquement par le site web. Les données du client servent uniquement à répondre à sa demande (politique de traitement des données du groupe).',
  alert: {
    subject: (kind: string, dealership: string) =>
      `[Alerte site] Demande non transmise : ${kind}, ${dealership}`,
    intro:
      'Une demande reçue par le site n’a pas pu être transmise et ne sera plus réessayée automatiquement. Elle est conservée dans la base du site.',
    labels: {
      leadId: 'Référence',
      kind: 'Type',
      dealership: 'Concession',
      status: 'Réponse du destinataire',
      reason: 'Motif',
    },
    noAnswer: 'aucune réponse',
    reasons: {
      refused: 'refusée par le destinataire (réponse 4xx : ne sera pas réessayée)',
      exhausted: 'échecs répétés pendant toute la période de nouvelles tentatives',
    },
    inspect: 'Voir l’état et la réponse gardée : npm run leads -- --remote',
    resend: (leadId: string) =>
      `Une fois la cause corrigée, la renvoyer : npm run leads:resend -- ${leadId} --remote`,
  },
}
