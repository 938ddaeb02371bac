import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { forBrowser, type PageAnswer } from './page-answer.ts'
import type { PageStore } from './page-cache-slot.ts'
import { sameSitePath } from '../../client/routes/same-site-path.ts'
import { reportError } from '../monitoring/report-error.ts'

/**
 * A redirect, as a document (301) or as a payload the browser router follows: from a loader, or
 * from an old URL's entry (worker/middleware/legacy-redirects.ts). The location passes the one
 * same-site guard (client/routes/same-site-path.ts) whoever computed it; one that fails it is a
 * defect, reported, and the visitor goes to the home page instead.
 */
export function answerRedirect(c: Context<AppEnv>, location: string): Response {
  let target = sameSitePath(location)
  if (target === null) {
    reportError(new Error('Refused an off-site redirect'), { location: location.slice(0, 200) })
    target = '/'
  }
  if (c.get('pageRequest').asData) return c.json({ kind: 'redirect', location: target })
  return c.redirect(target, 301)
}

/**
 * A page's payload for a client navigation. A payload is data about a page, not the page: it
 * answers 200 and carries the page's status, so a client navigation to a missing page is not a
 * failed request.
 */
export function answerData(
  c: Context<AppEnv>,
  answer: PageAnswer,
  store: PageStore | null
): Response {
  const json = JSON.stringify(forBrowser(answer.payload))
  store?.({ body: new TextEncoder().encode(json), contentType: 'application/json', etag: null })
  c.header('Content-Type', 'application/json')
  // Except when degraded (503, the payload still renders): not to be kept by any cache.
  return c.body(json, answer.status === 503 ? 503 : 200)
}
