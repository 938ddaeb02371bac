import { renderToReadableStream } from 'react-dom/server'
import type { PagePayload } from '../../client/app/payload.ts'
import { loadPage } from '../../client/pages/page-modules.ts'
import { documentFrame } from './document.tsx'
import { jsonForScript } from './json-script.ts'
import { pageAssets } from './page-assets.ts'
import { ServerRouter } from './server-router.tsx'

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

/**
 * Streams the document for a payload. The status is already decided (the loader ran before
 * this); bots wait for the whole tree so they never see a partial document.
 */
export async function renderDocument(
  payload: PagePayload,
  options: {
    waitForAll: boolean
    payloadJson?: string
    monitoring?: { dsn: string; environment: string } | null
    location: string
    onError(error: unknown): void
  }
): Promise<ReadableStream> {
  const module = payload.kind === 'page' ? await loadPage(payload.page) : null
  if (module && payload.kind === 'page')
    await module.prepare?.(payload.data as never, { initial: false })
  const Page = module?.Page ?? null
  const data = payload.kind === 'page' ? (payload.data as never) : null
  const extraModules = module && data ? (module.modulePaths?.(data) ?? []) : []
  const styleModules = module && data ? (module.styleModulePaths?.(data) ?? []) : []
  const { before, after } = documentFrame({
    payload,
    payloadJson: options.payloadJson ?? jsonForScript(payload),
    monitoring: options.monitoring ?? null,
    assets: pageAssets(payload.kind === 'page' ? payload.page : null, extraModules, styleModules),
  })
  const app = await renderToReadableStream(
    <ServerRouter location={options.location} payload={payload} Page={Page} />,
    {
      onError: options.onError,
      // Never outline a large Suspense boundary into a later chunk: React would then stream an
      // inline script to swap it in, which the CSP forbids (and cached HTML must not carry).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    }
  )
  if (options.waitForAll) await app.allReady
  return framed(before, app, after)
}
