import type { Context } from 'hono'
import type { PagePayload } from '../../framework/payload/payload.ts'
import { serverError } from '../../client/errors/error-types.ts'
import { type Route, languageOfRouteId } from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import type { ConversionMarker } from '../leads/lead-conversion.ts'
import { loadConversionMarker } from '../leads/conversion-marker.ts'
import { turnstileSiteKey } from '../leads/turnstile.ts'
import { reportError } from '../monitoring/report-error.ts'
import { etagMatches, weakEtag } from '../render/etag.ts'
import { jsonForScript } from '../render/json-script.ts'
import { renderDocument, renderDocumentToString } from '../render/render-document.tsx'
import { errorMeta, withLanguageSwitch } from '../seo/page-meta.ts'
import { forBrowser, type PageAnswer } from './page-answer.ts'
import type { PageStore } from './page-cache-slot.ts'

declare const __BUILD_ID__: string

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8'

/** The page a document answers: its route, its path and URL (query included). */
export interface DocumentPage {
  route: Route
  path: string
  url: URL
}

/**
 * The document's validator: none for a degraded answer (a revalidation must get the whole page
 * again). It covers the structured data too: the head carries it, the embedded payload does not.
 */
function documentEtag(answer: PageAnswer, payloadJson: string): Promise<string> | null {
  if (answer.status === 503) return null
  return weakEtag(__BUILD_ID__, payloadJson + JSON.stringify(answer.payload.meta.structuredData))
}

/**
 * Renders a page's document. As one string (docs/decisions/0024): nothing suspends (the loader
 * ran, the page's code was loaded), so React renders it all before its first byte either way, and
 * the string render costs less than the stream's. A page that left a boundary unfinished (it
 * suspended or threw) is rendered again as a stream, which waits for it and reports errors.
 */
function documentRenderer(
  c: Context<AppEnv>,
  page: DocumentPage,
  payload: PagePayload,
  leadConversion: ConversionMarker | null
) {
  const { route, path, url } = page
  const state = { renderFailed: false }
  const render = async (payloadJson: string, waitForAll: boolean) => {
    const { SENTRY_DSN, ENVIRONMENT } = c.get('config')
    const options = {
      payloadJson,
      monitoring: SENTRY_DSN ? { dsn: SENTRY_DSN, environment: ENVIRONMENT } : null,
      turnstileSiteKey: turnstileSiteKey(c.get('config')),
      leadConversion,
      location: path + url.search,
    }
    const html = await renderDocumentToString(payload, options)
    if (html !== null) return html
    reportError(new Error('A page rendered to a string left a boundary unfinished: streamed'), {
      route: route.id,
      path,
    })
    return renderDocument(payload, {
      ...options,
      waitForAll,
      onError: (error) => {
        state.renderFailed = true
        reportError(error, { route: route.id, path })
      },
    })
  }
  return { render, state }
}

/** The visitor error page for a document whose render threw: 500, never kept. */
async function fallbackDocument(c: Context<AppEnv>, page: DocumentPage): Promise<Response> {
  const { route, path, url } = page
  const failure = serverError()
  const fallback: PagePayload = {
    kind: 'error',
    routeId: route.id,
    status: 500,
    error: failure,
    meta: withLanguageSwitch(
      errorMeta(c.get('config').SITE_URL, url, failure, languageOfRouteId(route.id)),
      route.id,
      url
    ),
  }
  c.header('Cache-Control', 'no-store')
  c.header('Content-Type', HTML_CONTENT_TYPE)
  return c.body(
    await renderDocument(fallback, {
      waitForAll: true,
      location: path + url.search,
      onError: () => undefined,
    }),
    500
  )
}

/**
 * A page's document: the bots' minimal error answer, else the rendered document with its ETag,
 * 304 when the visitor's copy is current, and the visitor error page when the render throws.
 */
export async function answerDocument(
  c: Context<AppEnv>,
  page: DocumentPage,
  answer: PageAnswer,
  store: PageStore | null
): Promise<Response> {
  const { route, path } = page
  const { payload, status } = answer
  if (payload.kind === 'error' && c.get('isBot')) {
    // Spec §6: bots get the status and a minimal body, not the visitor error page. Never kept by
    // a shared cache: the edge keys on the URL, not the User-Agent, so a bot's bare body would be
    // served to visitors (varying on User-Agent would split the edge's copy per browser version).
    c.header('Cache-Control', 'no-store')
    return c.html(`<!doctype html><title>${status}</title>`, status)
  }
  const payloadJson = jsonForScript(forBrowser(payload))
  const etag = await documentEtag(answer, payloadJson)
  if (etag !== null) c.header('ETag', etag)
  // A no-JavaScript confirmation carries its lead's analytics event (docs/decisions/0058); such a
  // page is personal, never kept (page-cache-slot.ts).
  const leadConversion =
    payload.kind === 'page'
      ? await loadConversionMarker(() => c.get('services').db, page.url, new Date())
      : null
  const { render, state } = documentRenderer(c, page, payload, leadConversion)
  // A page to keep is sent whole (no per-chunk copy), and a document whose render reported an
  // error (a block that failed) is sent, not kept.
  const renderAndKeep = async (keep: PageStore, waitForAll: boolean) => {
    const rendered = await render(payloadJson, waitForAll)
    const body =
      typeof rendered === 'string'
        ? new TextEncoder().encode(rendered)
        : new Uint8Array(await new Response(rendered).arrayBuffer())
    if (!state.renderFailed) keep({ body, contentType: HTML_CONTENT_TYPE, etag })
    return body
  }
  if (etag !== null && status === 200 && etagMatches(c.req.header('if-none-match'), etag)) {
    // Revalidations (browsers, the edge cache in front) would otherwise never fill the cache:
    // the document is rendered after the answer, for the next request.
    if (store) {
      c.executionCtx.waitUntil(
        renderAndKeep(store, true).catch((error: unknown) =>
          reportError(error, { route: route.id, path, phase: 'fill' })
        )
      )
    }
    return c.body(null, 304)
  }
  try {
    const isBot = c.get('isBot')
    const body = store ? await renderAndKeep(store, isBot) : await render(payloadJson, isBot)
    c.header('Content-Type', HTML_CONTENT_TYPE)
    return c.body(body, status)
  } catch (error) {
    reportError(error, { route: route.id, path, phase: 'render' })
    return fallbackDocument(c, page)
  }
}
