import type fr from '../fr/lease-calculator.ts'

/**
 * The lease calculator's text in German (client/features/lease-calculator) and the checks of a
 * lease request (the lead forms' lease fields are lease-fields.ts's).
 */
export default {
  basis: { private: 'inkl. MwSt.', business: 'exkl. MwSt.' },
  views: {
    private: 'Privatperson (Preise inkl. MwSt.)',
    business: 'Unternehmen (Preise exkl. MwSt.)',
  },
  youAre: 'Sie sind',
  colour: 'Farbe',
  finishes: { solid: 'Uni', metallic: 'Metallic', pearl: 'Perleffekt' },
  ownColour: (paint: string) => `${paint} (dieses Fahrzeug)`,
  orderColour: (name: string, finish: string) => `${name}, Lackierung ${finish} (auf Bestellung)`,
  surcharge: (price: string) => ` (+${price} exkl. MwSt.)`,
  duration: 'Laufzeit',
  months: ' Monate',
  annualMileage: 'Jährliche Fahrleistung',
  perYear: ' pro Jahr',
  perMonth: ' pro Monat',
  monthlyMileage: 'Also ',
  depositLabel: { before: 'Anzahlung (', after: ', in Euro)' },
  depositHint: 'Von 0 bis ',
  feeLabel: { before: 'Bearbeitungsgebühr (', after: ', in Euro)' },
  update: 'Preis aktualisieren',
  result: 'Ihre Monatsrate',
  other: { before: 'also ', after: ' (MwSt. 17\u00a0%)' },
  facts: {
    vehiclePrice: 'Fahrzeugpreis',
    duration: 'Laufzeit',
    mileage: 'Fahrleistung',
    mileageOpen: ' pro Jahr (',
    mileageClose: ' pro Monat)',
    deposit: 'Anzahlung',
    fee: 'Bearbeitungsgebühr',
    complete: 'Gesamtpreis des Vertrags',
    co2: { before: 'CO', after: '-Emissionen (WLTP)' },
  },
  terms: 'Vertragsbedingungen',
  included: 'In der Monatsrate enthalten',
  notIncluded: 'Nicht enthalten',
  example: {
    intro: (lease: string, title: string) =>
      `Repräsentatives Beispiel für ${lease === 'business' ? 'Business' : 'Private'} Lease für ${title}:`,
    vehiclePrice: (money: string) => `Fahrzeugpreis ${money},`,
    deposit: (money: string) => `Anzahlung ${money},`,
    fee: (money: string) => `Bearbeitungsgebühr ${money},`,
    monthly: (months: number, money: string) => `${months} Monatsraten zu ${money}`,
    mileage: (km: string) => `bei ${km} pro Jahr.`,
    total: (money: string) => `Zu zahlender Gesamtbetrag: ${money}.`,
    rate: (rate: string) => `Fester jährlicher Sollzinssatz von ${rate}; Restwert von`,
    residual: (share: string, amount: string) =>
      `${share} (${amount} exkl. MwSt.), Rücknahme durch den Leasinggeber am Vertragsende.`,
    services: (amount: string) =>
      `Wartung, Reifen, Assistance, Kfz-Steuer und Vollkaskoversicherung inklusive (${amount} exkl. MwSt. pro Monat).`,
    vat: 'Luxemburgische MwSt. von 17 %. Unverbindliches Angebot vorbehaltlich der Annahme durch unseren Finanzierungspartner.',
  },
} satisfies typeof fr
