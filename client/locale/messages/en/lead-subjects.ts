import type fr from '../fr/lead-subjects.ts'

/**
 * What a lead form is told, in English, about a subject the stock does not know: at sending
 * (worker/leads/subject.ts) and when an embedded form opens from a link (worker/leads/form-subject.ts).
 */
export default {
  vehicle: (id: string) =>
    `Vehicle no. ${id} does not exist or is no longer for sale, so your request has not been sent. Your details have been kept: please choose another vehicle from our stock or write to us from the Contact page.`,
  model:
    'This model is not part of our range: please choose one from the list. Your details have been kept.',
  offer:
    'This lease offer is no longer available, so your request has not been sent. Your details have been kept: please choose another offer or write to us without one.',
  leaseWithout:
    'A lease configuration belongs to a vehicle or an offer: please open the lease calculator of the vehicle you are interested in.',
  linkedOfferGone:
    'The lease offer you asked about is no longer available: write to us and a sales adviser will suggest an equivalent offer.',
  linkedModelUnknown:
    'The model you asked about is not part of our range: please choose one from the list.',
} satisfies typeof fr
