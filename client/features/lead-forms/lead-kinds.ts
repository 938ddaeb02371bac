/**
 * The kinds of lead the site collects and which fields each asks for. Plain data (no zod) so the
 * form can render from it; lead-schema.ts validates the same names.
 */
export const leadKinds = [
  'test-drive',
  'interest',
  'model-contact',
  'contact',
  'tyre-appointment',
  'tyre-offer',
  'trade-in',
] as const
export type LeadKind = (typeof leadKinds)[number]

export type LeadFieldName =
  | 'civility'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'location'
  | 'date'
  | 'time'
  | 'plate'
  | 'tyreSize'
  | 'season'
  | 'tradeBrand'
  | 'tradeModel'
  | 'tradeYear'
  | 'tradeMileage'
  | 'tradeFuel'
  | 'tradeCondition'
  | 'message'
  | 'consent'
  | 'newsletter'

const contact: LeadFieldName[] = ['civility', 'firstName', 'lastName', 'email', 'phone']
const closing: LeadFieldName[] = ['consent', 'newsletter']

/** Fields of each kind, in the order they are shown. */
export const leadFields: Record<LeadKind, readonly LeadFieldName[]> = {
  'test-drive': [...contact, 'location', 'date', 'time', 'message', ...closing],
  interest: [...contact, 'location', 'message', ...closing],
  'model-contact': [...contact, 'location', 'message', ...closing],
  contact: [...contact, 'location', 'message', ...closing],
  'tyre-appointment': [
    ...contact,
    'location',
    'date',
    'time',
    'plate',
    'tyreSize',
    'season',
    'message',
    ...closing,
  ],
  'tyre-offer': [...contact, 'location', 'plate', 'tyreSize', 'season', 'message', ...closing],
  'trade-in': [
    ...contact,
    'location',
    'tradeBrand',
    'tradeModel',
    'tradeYear',
    'tradeMileage',
    'tradeFuel',
    'tradeCondition',
    'message',
    ...closing,
  ],
}

/** Fields a visitor may leave empty. */
export const optionalFields: ReadonlySet<LeadFieldName> = new Set([
  'newsletter',
  'plate',
  'tyreSize',
])

/** Kinds whose message is the point of the request, so it is required. */
export const messageRequired: ReadonlySet<LeadKind> = new Set(['model-contact', 'contact'])

/** Appointments with the workshop (tyres) follow its hours; every other kind the showroom's. */
export function appointmentDepartment(kind: LeadKind): 'showroom' | 'workshop' {
  return kind === 'tyre-appointment' ? 'workshop' : 'showroom'
}

export const leadKindTitles: Record<LeadKind, string> = {
  'test-drive': 'Demander un essai routier',
  interest: 'Je suis intéressé(e) par ce véhicule',
  'model-contact': 'Contacter un conseiller',
  contact: 'Nous contacter',
  'tyre-appointment': 'Prendre rendez-vous pour vos pneus',
  'tyre-offer': 'Demander une offre de pneus',
  'trade-in': 'Faire reprendre mon véhicule',
}

export const leadKindConfirmations: Record<LeadKind, string> = {
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
}
