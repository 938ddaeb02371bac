import { createElement } from 'react'
import { BlockContext, BlockList } from '../../blocks/block-list.tsx'
import { blockModulePath, preloadBlocks } from '../../blocks/block-modules.ts'
import { eagerBlockNames } from '../../blocks/block-tree.ts'
import {
  contentTypeView,
  contentTypeViewPath,
  preloadContentTypeView,
} from '../../blocks/content-type-views.ts'
import type { LivePreview as LivePreviewComponent } from './live-preview.tsx'
import type { PageProps } from '../page-props.ts'
import type { ContentPageData } from './content-page-data.ts'

/** Editor preview only: the live-update code (Storyblok bridge) is a chunk of its own. */
let LivePreview: typeof LivePreviewComponent | null = null
const LIVE_PREVIEW_PATH = 'client/pages/content/live-preview.tsx'

export async function prepare(
  data: ContentPageData,
  options: { initial: boolean } = { initial: false }
): Promise<void> {
  await Promise.all([
    // First hydration: only the code of the first screen; the rest loads as it comes into view.
    preloadBlocks(
      options.initial ? eagerBlockNames(data.body, data.blockTypes) : data.blockTypes,
      options
    ),
    preloadContentTypeView(data.content.component),
    data.preview && !LivePreview
      ? import('./live-preview.tsx').then((module) => {
          LivePreview = module.LivePreview
        })
      : null,
  ])
}

export function modulePaths(data: ContentPageData): string[] {
  return [
    ...eagerBlockNames(data.body, data.blockTypes).map(blockModulePath),
    contentTypeViewPath(data.content.component),
    ...(data.preview ? [LIVE_PREVIEW_PATH] : []),
  ]
}

export function styleModulePaths(data: ContentPageData): string[] {
  return data.blockTypes.map(blockModulePath)
}

/** A CMS page (the catch-all route); in the editor preview, with live updates. */
export function Page({ data }: PageProps<ContentPageData>) {
  return data.preview && LivePreview ? (
    <LivePreview initial={data} prepare={prepare} View={ContentView} />
  ) : (
    <ContentView data={data} />
  )
}

/** The content type's frame around the body blocks. */
function ContentView({ data }: { data: ContentPageData }) {
  const View = contentTypeView(data.content.component)
  const body = <BlockList blocks={data.body} />
  return (
    <BlockContext value={{ blockData: data.blockData, preview: data.preview }}>
      {/* The view is looked up in a stable registry, not created here. */}
      {View ? createElement(View, { content: data.content, story: data.story }, body) : body}
    </BlockContext>
  )
}
