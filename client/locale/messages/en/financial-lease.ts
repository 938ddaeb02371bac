import type fr from '../fr/financial-lease.ts'

/** The financial lease calculator's text in German (client/blocks/financial-lease-calculator). */
export default {
  price: 'Fahrzeugpreis (inkl. MwSt.)',
  duration: 'Laufzeit',
  deposit: 'Anzahlung (inkl. MwSt.)',
  residual: 'Restwert (% des Preises)',
  calculate: 'Berechnen',
  perMonth: ' inkl. MwSt. pro Monat',
  other: (exclVat: string, residual: string) => [
    'entspricht ',
    exclVat,
    ' zzgl. MwSt. · Kaufoption am Ende',
    ' ',
    residual,
  ],
} satisfies typeof fr
