import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { storyPath } from '../../client/domain/story-url.ts'
import type { StoryblokStory } from '../../worker/local-services/content/story-json.ts'
import type { ComponentDefinition } from './component-definitions.ts'

/**
 * Which demo page shows each block, for the screenshots of the editors' guide
 * (`npm run cms:screenshots`, docs/editors.md). Pure: the stories and components are given.
 */

/** Where the screenshots live (linked from docs/editors.md as `editors/blocks/<name>.jpg`). */
export const SCREENSHOTS_DIR = resolve(import.meta.dirname, '../../docs/editors/blocks')

/** The component group of section blocks (the others are nested items and content types). */
export const SECTION_GROUP = 'Sections de page'
/** Content types that are not a page of their own: nothing to show. */
export const NOT_A_PAGE = new Set(['global', 'site_config'])

export type Shot =
  /** One section block of a page: the element `[data-block="<uid>"]`. */
  | { kind: 'section'; name: string; path: string; uid: string }
  /** A content type: the first screen of a page made of it. */
  | { kind: 'page'; name: string; path: string }

/** Every block object in `value` (depth first, in order), with its `_uid`. */
const blockShape = z.looseObject({
  component: z.string(),
  _uid: z.string(),
  /** A shared-block reference's globals (by story uuid). */
  references: z.array(z.string()).optional().catch(undefined),
})
type FoundBlock = { component: string; uid: string; references: string[] }

function blocksIn(value: unknown, found: FoundBlock[] = []) {
  if (Array.isArray(value)) for (const item of value) blocksIn(item, found)
  else if (value && typeof value === 'object') {
    const block = blockShape.safeParse(value)
    if (block.success)
      found.push({
        component: block.data.component,
        uid: block.data._uid,
        references: block.data.references ?? [],
      })
    for (const child of Object.values(value)) if (typeof child === 'object') blocksIn(child, found)
  }
  return found
}

/**
 * For each section block and each content type that is a page, the published demo stories that
 * hold it, by story id (at most `perBlock` each: the script tries them in order until one
 * renders the block). Blocks no story holds get no entry.
 */
export function screenshotCandidates(
  stories: StoryblokStory[],
  components: ComponentDefinition[],
  perBlock = Number.POSITIVE_INFINITY
): Map<string, Shot[]> {
  const pages = stories.flatMap((story) =>
    !story.is_folder && story.published_at !== null && story.content
      ? [{ story, content: story.content }]
      : []
  )
  const result = new Map<string, Shot[]>()
  const add = (shot: Shot) => {
    const list = result.get(shot.name) ?? []
    if (list.length < perBlock) result.set(shot.name, [...list, shot])
  }
  const wanted = new Map(components.map((component) => [component.name, component]))
  // Shared blocks render inside each page that references their global, under their own uid.
  const globals = new Map(
    pages
      .filter(({ content }) => content.component === 'global')
      .map(({ story, content }) => [story.uuid, blocksIn(content).slice(1)])
  )
  for (const { story, content } of pages) {
    if (NOT_A_PAGE.has(content.component)) continue
    const path = storyPath(story.full_slug, 'fr')
    if (wanted.get(content.component)?.is_root) add({ kind: 'page', name: content.component, path })
    const own = blocksIn(content).slice(1)
    const shared = own.flatMap((block) =>
      block.references.flatMap((uuid) => globals.get(uuid) ?? [])
    )
    for (const block of [...own, ...shared]) {
      if (wanted.get(block.component)?.component_group_name === SECTION_GROUP)
        add({ kind: 'section', name: block.component, path, uid: block.uid })
    }
  }
  return result
}

/** Blocks (sections and page types) that have a screenshot in `directory`. */
export function blocksWithScreenshot(directory = SCREENSHOTS_DIR): Set<string> {
  if (!existsSync(directory)) return new Set()
  return new Set(
    readdirSync(directory)
      .filter((file) => file.endsWith('.jpg'))
      .map((file) => file.slice(0, -'.jpg'.length))
  )
}
