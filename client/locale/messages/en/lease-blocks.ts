import type fr from '../fr/lease-blocks.ts'

/**
 * The lease blocks' shared text in German and the lease overview's (client/blocks/lease-overview;
 * lease-detail.ts and financial-lease.ts hold the other two blocks' own).
 */
export default {
  perMonth: (business: boolean) => [business ? 'zzgl. MwSt.' : 'inkl. MwSt.', ' pro Monat'],
  months: (months: number) => [months, ' Monate'],
  overview: {
    empty: {
      before:
        'Derzeit ist kein Angebot verfügbar. Unsere Berater erstellen Ihnen gerne ein individuelles Leasing: ',
      link: 'kontaktieren Sie uns',
      after: '.',
    },
    terms: (months: number, distance: string, deposit: string) => [
      months,
      ' Monate ·',
      ' ',
      distance,
      ' pro Jahr · Anzahlung',
      ' ',
      deposit,
    ],
    co2: ' (WLTP): ',
  },
} satisfies typeof fr
