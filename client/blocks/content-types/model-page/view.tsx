import type { ContentTypeViewProps } from '../../content-type-views.ts'
import { useMessages } from '../../../locale/messages.ts'
import { contentTypesMessages } from '../../../locale/messages/content-types.ts'
import { PageTitleContext } from '../../section.tsx'
import { ViewHeader } from '../view-header.tsx'
import { rootOf } from '../root-of.ts'

/**
 * A model page: the model's name as the page title and the editor's one-line pitch; the
 * sections (presentation, stock of the model, offers) follow in the editor's order.
 */
export function View({ content, story, children }: ContentTypeViewProps) {
  const text = useMessages(contentTypesMessages).modelPage
  const model = rootOf(content, 'model_page')
  if (!model) return <>{children}</>
  return (
    <div className="model-view">
      <ViewHeader
        eyebrow={model.category === 'utility' ? text.utility : text.range}
        title={story.name}
        lead={model.intro}
      />
      <PageTitleContext value={story.name}>{children}</PageTitleContext>
    </div>
  )
}
