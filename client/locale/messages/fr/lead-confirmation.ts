/**
 * The confirmation e-mail a visitor receives after sending a lead, in French
 * (worker/leads/confirmation-mail.ts; docs/decisions/0058). Read by the Worker only.
 */
/** By the calculator's view (lease-input.ts): private or business lease. */
const leaseTypes: Record<string, string> = {
  private: 'Leasing privé',
  business: 'Leasing professionnel',
}

export default {
  subject: (dealership: string) => `Votre demande est bien arrivée — ${dealership}`,
  heading: 'Merci, votre demande est bien arrivée',
  /** What the visitor asked, by lead kind. */
  asked: {
    'test-drive': 'Vous avez demandé un essai routier.',
    interest: 'Vous vous intéressez à un véhicule.',
    'model-contact': 'Vous avez une question sur un modèle.',
    contact: 'Vous nous avez écrit.',
    'tyre-appointment': 'Vous avez demandé un rendez-vous pour vos pneus.',
    'tyre-offer': 'Vous avez demandé une offre de pneus.',
    'trade-in': 'Vous avez demandé une offre de reprise pour votre véhicule.',
  },
  /** Between a label and its value. */
  colon: ' : ',
  request: 'Votre demande',
  labels: {
    subject: 'Objet',
    vehiclePrice: 'Prix (TVA comprise)',
    modelPrice: 'À partir de',
    offerPrice: 'Mensualité',
    appointment: 'Rendez-vous souhaité',
    leaseType: 'Leasing',
    duration: 'Durée',
    mileage: 'Kilométrage annuel',
    monthly: 'Mensualité (TVA comprise)',
    deposit: 'Acompte (TVA comprise)',
    phone: 'Téléphone',
    email: 'E-mail',
  },
  leaseTypes,
  appointment: (date: string, time: string) => `${date} à ${time}`,
  months: (count: number) => `${count} mois`,
  perYear: (distance: string) => `${distance} par an`,
  dealership: 'Votre concession',
  hours: (department: string) => `Heures d’ouverture (${department})`,
  departments: { showroom: 'showroom', workshop: 'atelier' },
  nextHeading: 'Et maintenant ?',
  /** The next step, by lead kind. */
  next: {
    'test-drive':
      'Un conseiller vous appelle ou vous écrit pour confirmer la date et l’heure de votre essai. Pensez à votre permis de conduire.',
    interest:
      'Un conseiller vous contacte très prochainement, en principe dans la journée ouvrable, pour répondre à vos questions.',
    'model-contact':
      'Un conseiller vous répond très prochainement, en principe dans la journée ouvrable.',
    contact: 'Nous vous répondons très prochainement, en principe dans la journée ouvrable.',
    'tyre-appointment':
      'Notre atelier vous contacte pour confirmer le rendez-vous. Venez avec votre véhicule à l’heure convenue.',
    'tyre-offer': 'Notre atelier vous envoie une offre très prochainement.',
    'trade-in':
      'Un conseiller vous contacte pour convenir d’une estimation de votre véhicule sur place.',
  },
  callUs: (phone: string) => `Une question d’ici là ? Appelez-nous au ${phone}.`,
  back: 'Revoir la page de votre demande',
  footer:
    'Vous recevez cet e-mail parce qu’une demande a été envoyée avec cette adresse sur notre site. Si ce n’est pas vous, ignorez-le : vous ne recevrez rien d’autre.',
}
