/**
 * How a lead's subject is written for the CRM and the visitor, in French: the title and price the
 * Worker writes from the stock's data (worker/leads/subject.ts, worker/leads/form-subject.ts).
 */
export default {
  modelPriceFrom: (price: string, suffix: string) => `à partir de ${price} ${suffix}`,
  brandOnly: (brand: string) => `${brand}, modèle à préciser`,
  leaseOffer: (vehicle: string, type: 'business' | 'private') => `${vehicle} en ${type} lease`,
  monthly: {
    business: (price: string) => `${price} HTVA par mois`,
    private: (price: string) => `${price} TVAC par mois`,
  },
}
