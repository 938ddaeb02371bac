import type fr from '../fr/articles.ts'

/** The news blocks' fixed text in English (client/blocks/article-overview, article-latest). */
export default {
  /** The latest articles' title when the editor gave none. */
  news: 'News',
  empty: 'No news at the moment. Please check back soon!',
  pagesLabel: 'News pages',
  /** Each link: a part for screen readers only, then the visible part. */
  page: 'Page ',
  previous: 'Previous',
  next: 'Next',
  all: 'All news',
} satisfies typeof fr
