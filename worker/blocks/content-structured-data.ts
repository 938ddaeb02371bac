import type { ArticleContent } from '../../client/blocks/content-types/article/schema.ts'
import type { FaqPageContent } from '../../client/blocks/content-types/faq-page/schema.ts'
import type { Block } from '../../client/domain/story.ts'
import { richTextPlainText } from '../../client/rich-text/plain-text.ts'

/**
 * schema.org data for content types search engines show richly: the FAQ (FAQPage) and news
 * articles (NewsArticle). Emitted as JSON-LD data blocks, never as executable script. `content`
 * is the root block as `prepareContent` validated it (schemas transform, so not re-parsed).
 */
export function contentStructuredData(content: Block, siteUrl: string): object[] {
  if (content.component === 'faq_page') {
    const faq = content as unknown as FaqPageContent
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: richTextPlainText(item.answer) },
        })),
      },
    ]
  }
  if (content.component === 'article') {
    const article = content as unknown as ArticleContent
    const image = article.image.src
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        ...(article.teaser ? { description: article.teaser } : {}),
        datePublished: article.date.replace(' ', 'T'),
        image: image.startsWith('/') ? new URL(image, siteUrl).href : image,
      },
    ]
  }
  return []
}
