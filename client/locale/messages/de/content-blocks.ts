import type fr from '../fr/content-blocks.ts'

/**
 * The content blocks' fixed text in German (client/blocks: carousel and its scroller, lightbox,
 * article-overview, article-latest, card, block-list).
 */
export default {
  scroller: {
    pause: 'Pausieren',
    play: 'Automatisch abspielen',
    previous: 'Zurück',
    next: 'Weiter',
  },
  carousel: {
    label: 'Diashow',
    more: 'Mehr erfahren',
  },
  lightbox: {
    label: 'Galerie',
    enlarge: (position: number) => [' (Bild ', position, ' vergrößern)'],
    position: (position: number, count: number) => ['Bild ', position, ' von ', count],
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    close: 'Schließen',
  },
  articles: {
    news: 'Neuigkeiten',
    empty: 'Derzeit gibt es keine Neuigkeiten. Schauen Sie bald wieder vorbei!',
    pagesLabel: 'Seiten der Neuigkeiten',
    page: 'Seite ',
    previous: 'zurück',
    next: 'weiter',
    all: 'Alle Neuigkeiten',
  },
  card: {
    more: 'Mehr erfahren',
    newTab: ' (neuer Tab)',
  },
  invalidBlock: (name: string) => ['Block „', name, '“ nicht angezeigt:'],
  invalidReason: 'ungültiger Inhalt',
} satisfies typeof fr
