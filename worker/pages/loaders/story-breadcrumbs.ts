import { pageHref } from '../../../client/routes/href.ts'
import type { Breadcrumb } from '../../../framework/payload/payload.ts'
import type { Story } from '../../../client/domain/story.ts'
import type { Language } from '../../../client/locale/language.ts'
import { messagesOf } from '../../../client/locale/messages.ts'
import { pageTitlesMessages } from '../../../client/locale/messages/page-titles.ts'
import { storyPathIn } from '../../links/story-path-in.ts'
import { reportError } from '../../monitoring/report-error.ts'
import type { Services } from '../../services.ts'
import { titleFromPath } from '../../seo/page-meta.ts'

function home(language: Language): Breadcrumb {
  return {
    label: messagesOf(pageTitlesMessages, language).crumbs.home,
    href: pageHref('home', language),
  }
}

/**
 * The folders' names by full slug, per folder list: the list is the isolate's validated, frozen
 * read (worker/cache/cached.ts), shared by requests until the content changes, so its map is
 * built once per list rather than on every page request.
 */
const folderNamesOf = new WeakMap<object, Map<string, string>>()

function folderNames(folders: readonly { fullSlug: string; name: string }[]) {
  let names = folderNamesOf.get(folders)
  if (!names) {
    names = new Map(folders.map((folder) => [folder.fullSlug, folder.name]))
    folderNamesOf.set(folders, names)
  }
  return names
}

/**
 * Home, each ancestor, then the story. An ancestor with a start page links to it under the
 * start page's name; a folder without one (`/services`, `/a-propos-de-nous`) has no page, so it
 * is named after the folder and not linked. The home page's own folder (`home-page`, served at
 * `/`) is the first level already and is not repeated.
 */
export async function storyBreadcrumbs(
  story: Story,
  services: Services,
  language: Language
): Promise<Breadcrumb[]> {
  // A story at the top level has no folders to name (`/stock`, most pages).
  if (story.parentSlugs.length === 0) return [home(language), { label: story.breadcrumbLabel }]
  const [ancestors, folders] = await Promise.all([
    Promise.all(story.parentSlugs.map((slug) => services.content.story(slug).catch(() => null))),
    services.content.folders().catch((error: unknown) => {
      reportError(error, { feature: 'breadcrumbs', call: 'folders' })
      return []
    }),
  ])
  const names = folderNames(folders)
  const levels = story.parentSlugs.flatMap((slug, index): Breadcrumb[] => {
    const startPage = ancestors[index]
    if (startPage)
      return startPage.url === '/'
        ? []
        : [{ label: startPage.breadcrumbLabel, href: storyPathIn(language, startPage.url) }]
    return [{ label: names.get(slug) ?? titleFromPath(slug) }]
  })
  return [home(language), ...levels, { label: story.breadcrumbLabel }]
}
