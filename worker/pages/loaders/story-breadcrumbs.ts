import type { Breadcrumb } from '../../../client/app/payload.ts'
import type { Story } from '../../../client/domain/story.ts'
import { storyPath } from '../../../client/domain/story-url.ts'
import type { Services } from '../../services.ts'
import { titleFromPath } from '../../seo/page-meta.ts'

/**
 * Home, each ancestor, then the story. Ancestors are read through the same cache; a missing
 * ancestor (a folder without a start page) is labelled from its slug.
 */
export async function storyBreadcrumbs(story: Story, services: Services): Promise<Breadcrumb[]> {
  const ancestors = await Promise.all(
    story.parentSlugs.map(async (slug) => {
      const parent = await services.content.story(slug).catch(() => null)
      const href = storyPath(slug)
      return { label: parent?.breadcrumbLabel ?? titleFromPath(href), href }
    })
  )
  return [
    { label: 'Accueil', href: '/' },
    ...ancestors,
    { label: story.breadcrumbLabel, href: story.url },
  ]
}
