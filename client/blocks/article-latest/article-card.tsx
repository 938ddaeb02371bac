import { useLanguage } from '../../locale/messages.ts'
import { Link } from '../../../framework/router/link.tsx'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import type { ArticleSummary } from './article-data.ts'
import { articleDateText, articleIsoDate } from './article-date.ts'
import './articles.css'

/** A news article in a list: picture, date, category, title (the link) and teaser. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const size = imageSizeOr(article.image.src, { width: 1200, height: 800 })
  const isoDate = articleIsoDate(article.date)
  const language = useLanguage()
  return (
    <article className="article-card">
      <div className="article-card__media">
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="article-card__body">
        <p className="article-card__meta">
          <time dateTime={isoDate}>{articleDateText(article.date, language)}</time>
          {article.category && <span className="article-card__category">{article.category}</span>}
        </p>
        <Heading className="article-card__title">
          <Link href={article.url} className="article-card__link">
            {article.title}
          </Link>
        </Heading>
        {article.teaser && <p className="article-card__teaser">{article.teaser}</p>}
      </div>
    </article>
  )
}

export function ArticleList({
  articles,
  headingLevel,
}: {
  articles: readonly ArticleSummary[]
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.uid}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
