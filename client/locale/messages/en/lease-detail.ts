import type fr from '../fr/lease-detail.ts'

/**
 * The lease offer block's text in German (client/blocks/lease-detail); the pieces it shares with
 * the other lease blocks are in lease-blocks.ts.
 */
export default {
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
} satisfies typeof fr
