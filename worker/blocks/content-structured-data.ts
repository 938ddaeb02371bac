import { rootOf } from '../../client/blocks/content-types/root-of.ts'
import type { Block } from '../../client/domain/story.ts'
import { richTextPlainText } from '../../client/rich-text/plain-text.ts'

/**
 * schema.org data for content types search engines show richly: the FAQ (FAQPage) and news
 * articles (NewsArticle). Emitted as JSON-LD data blocks, never as executable script. `content`
 * is the root block as `prepareContent` validated it (see `rootOf`).
 */
export function contentStructuredData(content: Block, siteUrl: string): object[] {
  const faq = rootOf(content, 'faq_page')
  if (faq) {
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
  const article = rootOf(content, 'article')
  if (article) {
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
