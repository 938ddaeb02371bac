import type { Image } from '../fields/asset.ts'

/** A news article as lists show it (article latest, article overview). */
export interface ArticleSummary {
  uid: string
  title: string
  teaser: string
  /** Editorial date, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD`. */
  date: string
  category: string
  image: Image
  url: string
}

/** Server data of the news list blocks. */
export interface ArticleListData {
  articles: ArticleSummary[]
  /** 1-based page shown, and how many there are (1 for "latest"). */
  page: number
  pageCount: number
  /** Path of the page showing the list, for its page links. */
  path: string
}
