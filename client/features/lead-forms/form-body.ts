import type { LeadBody } from '../../api/lead-endpoint.ts'
import { utmKeys } from './utm.ts'

/** The lease fields of a request that carries a calculator's configuration. */
export const leaseFieldNames = [
  'leaseView',
  'leaseColour',
  'leaseDuration',
  'leaseMileage',
  'leaseDeposit',
  'leaseFee',
] as const
export type LeaseFieldName = (typeof leaseFieldNames)[number]

/** The text fields of a lead form, as the browser and a no-JavaScript body name them. */
export const leadTextFieldNames = [
  'kind',
  'idempotencyKey',
  'website',
  'turnstileToken',
  'civility',
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'date',
  'time',
  'plate',
  'tyreSize',
  'season',
  'tradeBrand',
  'tradeModel',
  'tradeYear',
  'tradeMileage',
  'tradeFuel',
  'tradeCondition',
  'message',
  'vehicleChoice',
] as const

/**
 * The lead input of a form's fields, read by name. One mapping for both paths: the browser reads
 * its form state, the Worker reads a no-JavaScript form body; the schema then sees the same shape.
 * Checkboxes are "on" when ticked and absent otherwise, as HTML sends them.
 */
export function leadInputFromFields(read: (name: string) => string | undefined): LeadBody {
  const input: LeadBody = {}
  for (const name of leadTextFieldNames) {
    const value = read(name)
    if (value !== undefined) input[name] = value
  }
  input.consent = read('consent') === 'on'
  input.newsletter = read('newsletter') === 'on'
  const offer = read('tradeOffer')
  if (offer && /^\d{1,7}$/.test(offer)) input.tradeOffer = Number(offer)

  const subjectId = read('subjectId')
  const utm: Record<string, string> = {}
  for (const key of utmKeys) {
    const value = read(key)
    if (value) utm[key] = value
  }
  const lease = leaseFieldNames.some((name) => read(name) !== undefined)
    ? {
        view: read('leaseView') ?? '',
        colour: read('leaseColour') ?? '',
        durationMonths: read('leaseDuration') ?? '',
        annualMileageKm: read('leaseMileage') ?? '',
        deposit: read('leaseDeposit') ?? '',
        establishmentFee: read('leaseFee') ?? '',
      }
    : null
  input.snapshot = {
    pageUrl: read('pageUrl') ?? '',
    utm,
    ...(lease ? { lease } : {}),
    ...(subjectId
      ? {
          subject: {
            type: read('subjectType'),
            id: subjectId,
            ...(read('subjectTitle') ? { title: read('subjectTitle') } : {}),
            ...(read('subjectPrice') ? { price: read('subjectPrice') } : {}),
          },
        }
      : {}),
  }
  return input
}
