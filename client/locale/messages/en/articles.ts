import type fr from '../fr/articles.ts'

/** The news blocks' fixed text in German (client/blocks/article-overview, article-latest). */
export default {
  news: 'Neuigkeiten',
  empty: 'Derzeit gibt es keine Neuigkeiten. Schauen Sie bald wieder vorbei!',
  pagesLabel: 'Seiten der Neuigkeiten',
  page: 'Seite ',
  previous: 'zurück',
  next: 'weiter',
  all: 'Alle Neuigkeiten',
} satisfies typeof fr
