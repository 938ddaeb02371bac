import type { ReactNode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import type { PagePayload, PagePayloadOf } from '../../framework/payload/payload.ts'
import type { Shown } from '../../framework/router/prepare-page.ts'
import {
  errorPageModulePath,
  prepareError,
  preparePage,
} from '../../framework/router/prepare-page.ts'
import { loadPage } from '../../client/pages/page-modules.ts'
import { type PageId, languageOfRouteId } from '../../client/routes/route-table.ts'
import { documentFrame } from './document.tsx'
import { jsonForScript } from './json-script.ts'
import { pageAssets } from './page-assets.ts'
import { ServerRouter } from './server-router.tsx'
import type { ConversionMarker } from '../leads/lead-conversion.ts'

/** `before`, then the app's stream, then `after`, as one byte stream. */
function framed(
  before: string,
  app: ReadableStream<Uint8Array>,
  after: string
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const reader = app.getReader()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(before))
        return
      }
      const { done, value } = await reader.read()
      if (done) {
        controller.enqueue(encoder.encode(after))
        controller.close()
        return
      }
      controller.enqueue(value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}

/** An error page's code, loaded by the browser before it hydrates: preloaded with the page. */
const errorPageModules = { extraModules: [errorPageModulePath], styleModules: [] }

/** The modules a page's data needs beyond the page's own: preloaded, or their styles linked. */
async function pageModulePaths<P extends PageId>(payload: PagePayloadOf<P>) {
  const module = await loadPage<P>(payload.page)
  return {
    extraModules: module.modulePaths?.(payload.data) ?? [],
    styleModules: module.styleModulePaths?.(payload.data) ?? [],
  }
}

interface RenderOptions {
  payloadJson?: string
  monitoring?: { dsn: string; environment: string } | null
  turnstileSiteKey?: string | null
  /** A no-JavaScript confirmation's analytics event (worker/leads/conversion-marker.ts). */
  leadConversion?: ConversionMarker | null
  location: string
}

/**
 * What both renders share: the page's module loaded and prepared (its code and data before
 * rendering, so nothing suspends), the document frame around `#root`, and the app's element.
 */
async function documentParts(payload: PagePayload, options: RenderOptions) {
  const shown: Shown =
    payload.kind === 'page' ? await preparePage(payload) : await prepareError(payload)
  const { extraModules, styleModules } = shown.Page
    ? await pageModulePaths(shown.payload)
    : errorPageModules
  const frame = documentFrame({
    payload,
    payloadJson: options.payloadJson ?? jsonForScript(payload),
    monitoring: options.monitoring ?? null,
    turnstileSiteKey: options.turnstileSiteKey ?? null,
    leadConversion: options.leadConversion ?? null,
    assets: pageAssets(
      payload.kind === 'page' ? payload.page : null,
      languageOfRouteId(payload.routeId),
      extraModules,
      styleModules
    ),
  })
  const app = <ServerRouter location={options.location} shown={shown} />
  return { ...frame, app }
}

/**
 * Streams the document for a payload. The status is already decided (the loader ran before
 * this); bots wait for the whole tree so they never see a partial document.
 */
export async function renderDocument(
  payload: PagePayload,
  options: RenderOptions & { waitForAll: boolean; onError(error: unknown): void }
): Promise<ReadableStream> {
  const { before, after, app } = await documentParts(payload, options)
  const stream = await renderToReadableStream(app, {
    onError: options.onError,
    // Never outline a large Suspense boundary into a later chunk: React would then stream an
    // inline script to swap it in, which the CSP forbids (and cached HTML must not carry).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  if (options.waitForAll) await stream.allReady
  return framed(before, stream, after)
}

/**
 * React's mark of a Suspense boundary it could not finish on the server and leaves to the
 * browser: what `renderToString` writes where a component suspended (or threw) inside one.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * The whole document as one string, or null when the page did not render completely: a
 * component suspended (`renderToString` cannot wait; it would send the boundary's empty
 * fallback) or threw inside a boundary. The caller then renders it with `renderDocument`, which
 * waits and reports the error. Pages never suspend on the server (their loader ran and their
 * code was loaded before: docs/decisions/0003, 0015), so this is the usual render, complete for
 * visitors and bots alike, and its HTML is the stream's, byte for byte (docs/decisions/0024).
 */
export async function renderDocumentToString(
  payload: PagePayload,
  options: RenderOptions
): Promise<string | null> {
  const { before, after, app } = await documentParts(payload, options)
  const html = renderCompleteToString(app)
  return html === null ? null : before + html + after
}

/** `renderToString` of an element, or null when it left a Suspense boundary to the browser. */
export function renderCompleteToString(element: ReactNode): string | null {
  const html = renderToString(element)
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html
}
