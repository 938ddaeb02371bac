import type fr from '../fr/stock-overview.ts'

/**
 * The stock overview's text in German: drawer, sorting, chips, range filters, options, results
 * and pagination (client/features/stock, in the stock overview block's chunk).
 */
export default {
  overview: {
    createAlert: 'Suchauftrag erstellen',
    defaultTitle: 'Unser Bestand',
    formLabel: 'Filter und Sortierung des Bestands',
    filter: 'Filtern',
    activeFilters: (count: number): string => (count < 2 ? ' aktiver Filter' : ' aktive Filter'),
    closeFilters: 'Filter schließen',
    close: 'Schließen',
    show: (vehicles: string) => `${vehicles} anzeigen`,
    apply: 'Filter anwenden',
    reset: 'Filter zurücksetzen',
    sortBy: 'Sortieren nach',
    sortSubmit: 'Sortieren',
    chips: 'Angewendete Filter',
    removeChip: ': diesen Filter entfernen',
    active: ' (aktiv)',
  },
  chip: {
    range: (label: string, range: string) => `${label}: ${range}`,
    from: (min: string) => `ab ${min}`,
    upTo: (max: string) => `bis ${max}`,
  },
  range: {
    minimum: 'Minimum',
    maximum: 'Maximum',
    min: 'Min.',
    max: 'Max.',
    offered: (label: string, min: string, max: string) =>
      `${label} der angebotenen Fahrzeuge: von ${min} bis ${max}`,
    nothing: 'Kein Fahrzeug mit den übrigen Kriterien',
  },
  only: (label: string) => `Nur ${label}`,
  models: (brand: string) => `Modelle ${brand}`,
  optionCount: (count: number): string => (count === 1 ? ' Fahrzeug' : ' Fahrzeuge'),
  results: {
    count: (total: number, formatted: string) =>
      total === 0 ? 'Kein Fahrzeug' : `${formatted} ${total === 1 ? 'Fahrzeug' : 'Fahrzeuge'}`,
    noSuchPage: {
      before: 'Diese Ergebnisseite gibt es nicht: Die Suche umfasst ',
      after: ' Seiten.',
    },
    lastPage: 'Zur letzten Seite',
    none: 'Kein Fahrzeug entspricht Ihrer Suche.',
    widen: {
      before: 'Erweitern Sie Ihre Kriterien oder ',
      link: 'zeigen Sie den ganzen Bestand an',
      after: '.',
    },
    unavailable: {
      before:
        'Unser Bestand ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut oder kontaktieren Sie eines der Autohäuser von ',
      after: '.',
    },
  },
  pagination: {
    label: 'Ergebnisseiten',
    previous: 'Zurück',
    next: 'Weiter',
    page: (page: number) => `Seite ${page}`,
  },
  block: {
    title: 'Unser Fahrzeugbestand',
  },
} satisfies typeof fr
