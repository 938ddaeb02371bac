import { describe, expect, it } from 'vitest'
import { PAYLOAD_ELEMENT_ID, type PagePayload } from '../../client/app/payload.ts'
import { renderDocument, renderDocumentToString } from '../../worker/render/render-document.tsx'
import { templates } from '../e2e/templates.ts'
import { appFetch } from './app-fetch.ts'

/** The payload a served document carries for hydration. */
function embeddedPayload(html: string): PagePayload {
  const start = html.indexOf(`<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">`)
  expect(start).toBeGreaterThan(0)
  const end = html.indexOf('</script>', start)
  return JSON.parse(html.slice(html.indexOf('>', start) + 1, end)) as PagePayload
}

/**
 * Pages are rendered to a string (docs/decisions/0024): that is only right while no page
 * suspends on the server, and while the string is the stream's HTML byte for byte. Checked on
 * every page template, from the payload the Worker embedded in the page it served.
 */
describe('every page template rendered to a string', () => {
  it.each(templates)('$name ($path): complete, and the stream’s HTML', async ({ path, status }) => {
    const served = await appFetch(path)
    expect(served.status).toBe(status)
    const html = await served.text()
    const payload = embeddedPayload(html)
    expect(payload.status).toBe(status)
    const options = { location: path, monitoring: null }

    const asString = await renderDocumentToString(payload, options)
    // Null: a component suspended, or threw, and the string render gave up on the page.
    expect(asString).not.toBeNull()

    const errors: unknown[] = []
    const stream = await renderDocument(payload, {
      ...options,
      waitForAll: true,
      onError: (error) => errors.push(error),
    })
    const streamed = await new Response(stream).text()
    expect(errors).toEqual([])
    expect(asString).toBe(streamed)
    // What a visitor gets is that same document.
    expect(html).toBe(streamed)
  })
})
