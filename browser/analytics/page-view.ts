import { scrubUrl } from '../../client/features/privacy/scrub-url.ts'

/**
 * A `page_view` as the data layer carries it. The tag manager's GA4 tag reads `page_location`
 * and `page_referrer` from here (its configuration sets both from these data-layer variables):
 * the browser's own `document.location` and `document.referrer` may hold a preview or form-state
 * token, which must not reach a third party, so both are scrubbed (scrub-url.ts), as is the path.
 */
export function pageViewPayload(
  view: { path: string; title: string },
  origin: string,
  referrer: string
) {
  return {
    page: { path: scrubUrl(view.path), title: view.title },
    page_location: scrubUrl(`${origin}${view.path}`),
    page_referrer: referrer ? scrubUrl(referrer) : '',
  }
}
