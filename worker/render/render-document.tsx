import { renderToReadableStream } from 'react-dom/server'
import type { PagePayload } from '../../client/app/payload.ts'
import { loadPage } from '../../client/pages/page-modules.ts'
import { Document } from './document.tsx'
import { jsonForScript } from './json-script.ts'
import { pageAssets } from './page-assets.ts'

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
  if (module && payload.kind === 'page') await module.prepare?.(payload.data as never)
  const Page = module?.Page ?? null
  const extraModules =
    module && payload.kind === 'page' ? (module.modulePaths?.(payload.data as never) ?? []) : []
  const stream = await renderToReadableStream(
    <Document
      payload={payload}
      payloadJson={options.payloadJson ?? jsonForScript(payload)}
      Page={Page}
      monitoring={options.monitoring ?? null}
      location={options.location}
      assets={pageAssets(payload.kind === 'page' ? payload.page : null, extraModules)}
    />,
    { onError: options.onError }
  )
  if (options.waitForAll) await stream.allReady
  return stream
}
