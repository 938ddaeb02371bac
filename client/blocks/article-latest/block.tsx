import type { BlockPropsOf } from '../block-modules.ts'
import { useMessages } from '../../locale/messages.ts'
import { articlesMessages } from '../../locale/messages/articles.ts'
import { Button } from '../../ui/button.tsx'
import { Section } from '../section-frame.tsx'
import { ArticleList } from './article-card.tsx'

/** Section block: the newest news articles, optionally of one tag, with a link to all news. */
export function Block({ block, data }: BlockPropsOf<'article_latest'>) {
  const articles = data?.articles ?? []
  const text = useMessages(articlesMessages)
  // Without articles (none yet for this tag, or the CMS was unreachable) the section is left out.
  if (articles.length === 0) return null
  return (
    <Section
      uid={block._uid}
      title={block.title || text.news}
      background="light"
      footer={
        block.overview_link ? (
          <Button label={text.all} to={block.overview_link.href} variant="secondary" />
        ) : null
      }
    >
      <ArticleList articles={articles} />
    </Section>
  )
}
