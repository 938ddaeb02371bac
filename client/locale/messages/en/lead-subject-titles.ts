import type fr from '../fr/lead-subject-titles.ts'

/**
 * How a lead's subject is written for the CRM and the visitor, in German: the title and price the
 * Worker writes from the stock's data (worker/leads/subject.ts, worker/leads/form-subject.ts).
 */
/** The stock writes its VAT suffixes in French; a German reader reads them in German. */
const vat = (suffix: string) =>
  suffix === 'TVAC' ? 'inkl. MwSt.' : suffix === 'HTVA' ? 'exkl. MwSt.' : suffix

export default {
  modelPriceFrom: (price: string, suffix: string) => `ab ${price} ${vat(suffix)}`,
  brandOnly: (brand: string) => `${brand}, Modell noch offen`,
  leaseOffer: (vehicle: string, type: 'business' | 'private') =>
    `${vehicle} im ${type === 'business' ? 'Business' : 'Private'}-Leasing`,
  monthly: {
    business: (price: string) => `${price} exkl. MwSt. pro Monat`,
    private: (price: string) => `${price} inkl. MwSt. pro Monat`,
  },
} satisfies typeof fr
