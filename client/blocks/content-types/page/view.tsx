import type { ContentTypeViewProps } from '../../content-type-views.ts'
import { PageTitleContext } from '../../section.tsx'
import { titleInBody } from '../page-title.ts'
import { ViewHeader } from '../view-header.tsx'

/**
 * A generic page. Most open with a hero, which carries the h1; a page that starts with another
 * section (a privacy notice, a form) gets a plain header with the story's name instead, so every
 * page has exactly one h1.
 */
export function View({ content, story, children }: ContentTypeViewProps) {
  if (titleInBody(content)) return <>{children}</>
  return (
    <>
      <ViewHeader title={story.name} />
      <PageTitleContext value={story.name}>{children}</PageTitleContext>
    </>
  )
}
