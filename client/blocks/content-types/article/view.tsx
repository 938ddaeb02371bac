import type { ContentTypeViewProps } from '../../content-type-views.ts'
import { articleDateText, articleIsoDate } from '../../article-latest/article-date.ts'
import { useLanguage, useMessages } from '../../../locale/messages.ts'
import { contentTypesMessages } from '../../../locale/messages/content-types.ts'
import { Link } from '../../../../framework/router/link.tsx'
import { imageSizeOr } from '../../../rich-text/image-size.ts'
import { isEmptyRichText } from '../../../rich-text/plain-text.ts'
import { RichText } from '../../../rich-text/rich-text.tsx'
import { Icon } from '../../../ui/icons.tsx'
import { PageTitleContext } from '../../section.tsx'
import { rootOf } from '../root-of.ts'
import './article.css'
import { pageHref } from '../../../routes/href.ts'

/**
 * A news article: category, title, date, the picture (the page's LCP), teaser, text, then the
 * sections the editor added (related stock, a gallery, a video) and the way back to the news.
 */
export function View({ content, children }: ContentTypeViewProps) {
  const text = useMessages(contentTypesMessages).article
  const language = useLanguage()
  const article = rootOf(content, 'article')
  if (!article) return <>{children}</>
  const isoDate = articleIsoDate(article.date)
  const size = imageSizeOr(article.image.src, { width: 1200, height: 800 })
  return (
    <article className="article-view">
      <header className="container article-view__header">
        <p className="view-header__eyebrow">
          <Link href={pageHref('news', language)}>{text.news}</Link>
          {article.category && <span aria-hidden="true"> · </span>}
          {article.category}
        </p>
        <h1 className="view-header__title">{article.title}</h1>
        <p className="article-view__date">
          {text.published}
          <time dateTime={isoDate}>{articleDateText(article.date, language)}</time>
        </p>
        {article.teaser && <p className="view-header__lead">{article.teaser}</p>}
      </header>
      <figure className="container article-view__figure">
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={size.width}
          height={size.height}
          fetchPriority="high"
          decoding="async"
        />
        {article.image.title && <figcaption>{article.image.title}</figcaption>}
      </figure>
      {!isEmptyRichText(article.text) && (
        <div className="container">
          <RichText document={article.text} className="prose article-view__text" />
        </div>
      )}
      <PageTitleContext value={article.title}>{children}</PageTitleContext>
      <footer className="container article-view__footer">
        <Link href={pageHref('news', language)} className="article-view__back">
          <Icon name="arrow-left" size={18} />
          {text.all}
        </Link>
      </footer>
    </article>
  )
}
