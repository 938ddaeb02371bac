import { z } from 'zod'
import { HOME_SLUG } from '../../client/domain/story-url.ts'
import { catchAllSlug, matchRoute } from '../../client/routes/match-route.ts'
import { isCatchAll } from '../../client/routes/route-table.ts'
import { checkEditorRows } from '../../redirects/editor-table.ts'
import { issueSeverity } from '../../redirects/issues.ts'
import { reportError } from '../monitoring/report-error.ts'
import type { ContentClient } from './content-client.ts'
import { isContentNotFound } from './errors.ts'

/**
 * The editors' own redirects (docs/decisions/0049): the Storyblok datasource `redirects` (name =
 * old path, value = new path), checked with the legacy table's rules (redirects/editor-table.ts)
 * once per content generation, that is once per publish (the webhook bumps it, and Storyblok
 * sends one when datasource entries are saved). The page routes answer them where a path would
 * otherwise be "not found": they never take a live page's place.
 */

/** The datasource editors keep their redirects in. */
export const EDITOR_REDIRECTS_DATASOURCE = 'redirects'

/** What is cached per generation: the checked rows (normalised old path → new path). */
export const editorRedirectsSchema = z.object({
  entries: z.array(z.tuple([z.string(), z.string()])),
})
export type EditorRedirects = z.infer<typeof editorRedirectsSchema>

/**
 * Reads and checks the datasource at generation `cv`. Every row left out is reported (one
 * report per publish, naming the rows): a bad row never breaks the table, never shows.
 */
export async function loadEditorRedirects(
  client: ContentClient,
  cv: number
): Promise<EditorRedirects> {
  const rows = await client
    .getDatasourceEntries({ datasource: EDITOR_REDIRECTS_DATASOURCE, cv })
    .catch((error: unknown) => {
      // A space without the datasource has no editors' redirects: not an error.
      if (isContentNotFound(error)) return []
      throw error
    })
  if (rows.length === 0) return { entries: [] }
  const links = await client.getLinks({ version: 'published', cv })
  const stories = new Set(
    links.filter((link) => !link.isFolder).map((link) => link.fullSlug.replace(/\/+$/, ''))
  )
  const { entries, issues } = checkEditorRows(rows, (path) => isLivePage(path, stories))
  const problems = issues.filter((issue) => issueSeverity[issue.kind] !== 'note')
  if (problems.length > 0) {
    const list = problems
      .slice(0, 20)
      .map(
        (issue) => `row ${issue.line} ${issue.key || '(no path)'}: ${issue.kind} (${issue.detail})`
      )
      .join('; ')
    reportError(
      new Error(
        `Datasource ${EDITOR_REDIRECTS_DATASOURCE}: ${problems.length} row(s) left out or changed: ${list}`
      ),
      { phase: 'editor redirects', generation: String(cv) }
    )
  }
  return { entries }
}

/**
 * Whether a (normalised) path is a page of the site today: a published story's path, or a route
 * without parameters (`/stock`). A route with parameters (a vehicle, a model) is not judged here:
 * the page routes only ever answer an editor's redirect where the page is not found.
 */
function isLivePage(path: string, stories: ReadonlySet<string>): boolean {
  const match = matchRoute(path)
  if (match?.kind !== 'match') return false
  if (!isCatchAll(match.route)) return !match.route.path.includes(':')
  const slug = catchAllSlug(match.route, path)
  return stories.has(slug === '' ? HOME_SLUG : slug)
}
