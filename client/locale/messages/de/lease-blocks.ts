import type fr from '../fr/lease-blocks.ts'

/**
 * The lease blocks' text in German (client/blocks/lease-overview, lease-detail,
 * financial-lease-calculator).
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
  detail: {
    other: (price: string, business: boolean) => [
      'entspricht ',
      price,
      ' ',
      business ? 'inkl. MwSt.' : 'zzgl. MwSt.',
      ' (MwSt. 17 %)',
    ],
    request: 'Ich interessiere mich für dieses Angebot',
    color: 'Farbe',
    duration: 'Laufzeit',
    mileage: 'Kilometerleistung',
    mileageValue: (yearly: string, monthly: string) => [
      yearly,
      ' pro Jahr (',
      monthly,
      ' pro Monat)',
    ],
    deposit: 'Anzahlung',
    fee: 'Bearbeitungsgebühr',
    completePrice: 'Gesamtpreis des Vertrags',
    inclVat: ' inkl. MwSt.',
    co2Before: 'CO',
    co2After: '-Emissionen (WLTP)',
    customise: 'Passen Sie dieses Angebot an',
    customiseIntro:
      'Ändern Sie Laufzeit, Kilometerleistung oder Anzahlung: Die Monatsrate wird neu berechnet, und Ihre Anfrage wird mit der gewählten Konfiguration gesendet.',
    customRequest: 'Dieses angepasste Angebot anfordern',
    terms: 'Vertragsbedingungen',
    included: 'In der Monatsrate enthalten',
    notIncluded: 'Nicht enthalten',
    validUntil: (date: string) => [' Angebot gültig bis ', date, '.'],
  },
  financial: {
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
  },
} satisfies typeof fr
