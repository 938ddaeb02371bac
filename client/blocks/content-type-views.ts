import type { ComponentType, ReactNode } from 'react'
import type { Block } from '../domain/story.ts'

/** A content type's frame around its body blocks (an article's header, a job's facts...). */
export interface ContentTypeViewProps {
  content: Block
  story: ContentStorySummary
  /** The rendered section blocks of the story's body. */
  children?: ReactNode
}

export interface ContentStorySummary {
  /** The story's name in the page's language (its breadcrumb title, else its name). */
  name: string
  fullSlug: string
  url: string
  publishedAt: string | null
  firstPublishedAt: string | null
  tagList: string[]
}

interface ContentTypeViewModule {
  View: ComponentType<ContentTypeViewProps>
}

const modules = import.meta.glob<ContentTypeViewModule>('./content-types/*/view.tsx')
const loaded = new Map<string, ContentTypeViewModule['View']>()

function folderOf(contentType: string): string {
  return contentType.replaceAll('_', '-')
}

export function contentTypeViewPath(contentType: string): string {
  return `client/blocks/content-types/${folderOf(contentType)}/view.tsx`
}

export async function preloadContentTypeView(contentType: string): Promise<void> {
  if (loaded.has(contentType)) return
  const load = modules[`./content-types/${folderOf(contentType)}/view.tsx`]
  if (load) loaded.set(contentType, (await load()).View)
}

/** The view of a content type; `undefined` when it has none (the body renders on its own). */
export function contentTypeView(contentType: string): ContentTypeViewModule['View'] | undefined {
  return loaded.get(contentType)
}
