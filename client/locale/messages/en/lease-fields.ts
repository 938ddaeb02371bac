import type fr from '../fr/lease-fields.ts'

/** The lease fields of the lead forms in German. */
export default {
  legend: { before: 'Ihre Konfiguration für ', after: ' Lease' },
  price: ' · Preis ',
  colour: 'inkl. MwSt. · Farbe',
  onOrder: 'auf Bestellung (siehe Rechner)',
  change: 'im Rechner ändern',
  months: (months: number) => `${months} Monate`,
  perYear: (km: string) => `${km} pro Jahr`,
  deposit: (basis: string) => `Anzahlung (${basis}, in Euro)`,
  fee: (basis: string) => `Bearbeitungsgebühr (${basis}, in Euro)`,
  range: (max: string, basis: string) => `Von 0 bis ${max} ${basis}.`,
  quote: 'Voraussichtliche Monatsrate:',
  complete: 'pro Monat, Gesamtpreis des Vertrags',
  confirm: '. Ihr Berater bestätigt Ihnen das Angebot.',
} satisfies typeof fr
