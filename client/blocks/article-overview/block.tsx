import type { BlockPropsOf } from '../block-modules.ts'
import { ArticleList } from '../article-latest/article-card.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { articlesMessages } from '../../locale/messages/articles.ts'
import { Link } from '../../../framework/router/link.tsx'
import { Section } from '../section-frame.tsx'
import { pageHref, paginationItems } from './pagination.ts'
import { pageHref as contentPageHref } from '../../routes/href.ts'

/** Section block: every news article, newest first, in pages (`?page=2`, plain links). */
export function Block({ block, data }: BlockPropsOf<'article_overview'>) {
  const articles = data?.articles ?? []
  const text = useMessages(articlesMessages)
  const language = useLanguage()
  const page = data?.page ?? 1
  const pageCount = data?.pageCount ?? 1
  const path = data?.path ?? contentPageHref('news', language)
  return (
    <Section uid={block._uid} title={block.title} className="article-overview">
      {articles.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ArticleList articles={articles} headingLevel={block.title ? 3 : 2} />
      )}
      {pageCount > 1 && (
        <nav className="article-pagination" aria-label={text.pagesLabel}>
          <ul>
            {page > 1 && (
              <li>
                <Link href={pageHref(path, page - 1)} rel="prev">
                  <span className="visually-hidden">{text.page}</span>
                  {text.previous}
                </Link>
              </li>
            )}
            {paginationItems(page, pageCount).map((item, index) => (
              <li key={index}>
                {item === 'gap' ? (
                  <span aria-hidden="true">…</span>
                ) : (
                  <Link
                    href={pageHref(path, item)}
                    aria-current={item === page ? 'page' : undefined}
                  >
                    <span className="visually-hidden">{text.page}</span>
                    {item}
                  </Link>
                )}
              </li>
            ))}
            {page < pageCount && (
              <li>
                <Link href={pageHref(path, page + 1)} rel="next">
                  <span className="visually-hidden">{text.page}</span>
                  {text.next}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </Section>
  )
}
