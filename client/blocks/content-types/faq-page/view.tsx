import type { ContentTypeViewProps } from '../../content-type-views.ts'
import type { FaqItemBlock } from '../../faq-item/schema.ts'
import { RichText } from '../../../rich-text/rich-text.tsx'
import { PageTitleContext } from '../../section.tsx'
import { ViewHeader } from '../view-header.tsx'
import { groupFaqItems } from './faq-groups.ts'
import { rootOf } from '../root-of.ts'
import './faq.css'

function FaqItem({ item }: { item: FaqItemBlock }) {
  return (
    <details className="faq-item">
      <summary className="faq-item__question">{item.question}</summary>
      <RichText document={item.answer} className="faq-item__answer" />
    </details>
  )
}

/** The FAQ: questions grouped by category, each answer in a native disclosure (`<details>`). */
export function View({ content, children }: ContentTypeViewProps) {
  const faq = rootOf(content, 'faq_page')
  if (!faq) return <>{children}</>
  const groups = groupFaqItems(faq.items)
  return (
    <div className="faq-view">
      <ViewHeader title={faq.title} lead={faq.intro} />
      <div className="container faq-view__groups">
        {groups.map((group) =>
          group.category ? (
            <section key={group.category} className="faq-group" aria-labelledby={`faq-${group.id}`}>
              <h2 id={`faq-${group.id}`} className="faq-group__title">
                {group.category}
              </h2>
              {group.items.map((item) => (
                <FaqItem key={item._uid} item={item} />
              ))}
            </section>
          ) : (
            <div key="uncategorised" className="faq-group">
              {group.items.map((item) => (
                <FaqItem key={item._uid} item={item} />
              ))}
            </div>
          )
        )}
      </div>
      <PageTitleContext value={faq.title}>{children}</PageTitleContext>
    </div>
  )
}
