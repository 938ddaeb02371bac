import type fr from '../fr/lead-subject-titles.ts'

/**
 * How a lead's subject is written for the CRM and the visitor, in English: the title and price the
 * Worker writes from the stock's data (worker/leads/subject.ts, worker/leads/form-subject.ts).
 */
/** The stock writes its VAT suffixes in French; an English reader reads them in English. */
const vat = (suffix: string) =>
  suffix === 'TVAC' ? 'VAT incl.' : suffix === 'HTVA' ? 'excl. VAT' : suffix

export default {
  modelPriceFrom: (price: string, suffix: string) => `from ${price} ${vat(suffix)}`,
  brandOnly: (brand: string) => `${brand}, model to be confirmed`,
  leaseOffer: (vehicle: string, type: 'business' | 'private') => `${vehicle} on a ${type} lease`,
  monthly: {
    business: (price: string) => `${price} excl. VAT per month`,
    private: (price: string) => `${price} VAT incl. per month`,
  },
} satisfies typeof fr
