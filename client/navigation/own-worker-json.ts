import type { DataResponse } from '../app/payload.ts'
import type { ContentPageData } from '../pages/content/content-page-data.ts'

/** What the preview API (`POST /api/preview/story`) answers: the draft's page data. */
export interface PreviewAnswer {
  data?: ContentPageData
}

/** The JSON shapes the browser reads from this site's own Worker. */
export type OwnWorkerJson = DataResponse | PreviewAnswer

/**
 * Reads JSON written by this site's own Worker: the payload in the document, `/__data/{path}`,
 * the preview API. The same build's Worker produced it from these very types, so it is trusted
 * rather than validated: validating would ship zod to every visitor (first-load JavaScript,
 * docs/decisions/0034). The one place the browser takes a JSON shape on trust; JSON from anywhere
 * else (storage, third parties) goes through a check. It lives in client/navigation, outside the
 * import zones, because both the app and a page (the live preview) read such JSON. The JSON
 * endpoints of features are parsed instead (client/api/, docs/decisions/0061).
 *
 * @example const payload = fromOwnWorker<PagePayload>(element.textContent)
 */
export function fromOwnWorker<T extends OwnWorkerJson>(json: string): T {
  // `JSON.parse` answers `any`; here, and only here, it stands for the shape the Worker sent.
  const value: T = JSON.parse(json)
  return value
}
