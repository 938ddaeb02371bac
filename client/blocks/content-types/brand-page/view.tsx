import type { ContentTypeViewProps } from '../../content-type-views.ts'
import { PageTitleContext } from '../../section.tsx'
import { ViewHeader } from '../view-header.tsx'
import { titleInBody } from '../page-title.ts'

/**
 * A brand's pages. The landing page (`/{brand}`) opens with its hero, which carries the h1; the
 * model list (`/{brand}/tous-les-modeles`) gets a header with the story's name as its h1.
 */
export function View({ content, story, children }: ContentTypeViewProps) {
  if (titleInBody(content)) return <>{children}</>
  return (
    <div className="brand-view">
      <ViewHeader title={story.name} />
      <PageTitleContext value={story.name}>{children}</PageTitleContext>
    </div>
  )
}
