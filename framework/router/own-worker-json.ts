import type { DataResponse } from '../payload/payload.ts'

/** The JSON shapes the browser reads from this site's own Worker on trust: the page payload. */
export type OwnWorkerJson = DataResponse

/**
 * Reads JSON written by this site's own Worker: the payload in the document and `/__data/{path}`.
 * The same build's Worker produced it from these very types, so it is trusted
 * rather than validated: validating would ship zod to every visitor (first-load JavaScript,
 * docs/decisions/0034). The one place the browser takes a JSON shape on trust; JSON from anywhere
 * else (storage, third parties) goes through a check. The JSON endpoints (features, the editor
 * preview) are parsed instead (client/api/, docs/decisions/0061).
 *
 * @example const payload = fromOwnWorker<PagePayload>(element.textContent)
 */
export function fromOwnWorker<T extends OwnWorkerJson>(json: string): T {
  // `JSON.parse` answers `any`; here, and only here, it stands for the shape the Worker sent.
  const value: T = JSON.parse(json)
  return value
}
