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
