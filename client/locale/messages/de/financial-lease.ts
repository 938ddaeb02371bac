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
  example: (figures) =>
    `Repräsentatives Beispiel für ein Finanzierungsleasing: Fahrzeug zu ${figures.price} inkl. MwSt., ` +
    `Anzahlung ${figures.deposit}, ${figures.months} Monatsraten zu ` +
    `${figures.monthlyInclVat} inkl. MwSt. (${figures.monthlyExclVat} exkl. MwSt.), Kaufoption ` +
    `am Ende ${figures.residual} (${figures.residualPercent} %). ` +
    `Fester jährlicher Sollzinssatz ${figures.rate} %. Gesamtbetrag einschließlich ` +
    `Kaufoption: ${figures.total} inkl. MwSt. Luxemburgische MwSt. von 17 %.`,
} satisfies typeof fr
