import { describe, expect, it } from 'vitest'
import { PAYLOAD_ELEMENT_ID, type PagePayload } from '../../framework/payload/payload.ts'
import { jsonForScript } from '../../worker/render/json-script.ts'
import { renderDocument, renderDocumentToString } from '../../worker/render/render-document.tsx'
import { templates } from '../e2e/templates.ts'
import { appFetch } from './app-fetch.ts'
import { leaseForms } from './lease-forms.ts'

/**
 * The payload a served document was rendered from: the one it carries for hydration, which leaves
 * the structured data to the head (the browser never reads it), with the head's JSON-LD put back.
 */
function servedPayload(html: string): { payload: PagePayload; payloadJson: string } {
  const start = html.indexOf(`<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">`)
  expect(start).toBeGreaterThan(0)
  const end = html.indexOf('</script>', start)
  const embedded = JSON.parse(html.slice(html.indexOf('>', start) + 1, end)) as PagePayload
  expect(embedded.meta.structuredData).toEqual([])
  const head = html.slice(0, html.indexOf('</head>'))
  const structuredData = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? 'null') as object)
  return {
    payload: { ...embedded, meta: { ...embedded.meta, structuredData } },
    payloadJson: jsonForScript(embedded),
  }
}

/**
 * Pages are rendered to a string (docs/decisions/0024): that is only right while no page
 * suspends on the server, and while the string is the stream's HTML byte for byte. Checked on
 * every page template, from the payload of the page the Worker served.
 */
describe('every page template rendered to a string', () => {
  it.each(leaseForms)('$name ($path) shows its lease fields', async ({ path }) => {
    const html = await (await appFetch(path)).text()
    expect(html).toContain('name="leaseDuration"')
  })

  it.each([...templates, ...leaseForms])(
    '$name ($path): complete, and the stream’s HTML',
    async ({ path, status }) => {
      const served = await appFetch(path)
      expect(served.status).toBe(status)
      const html = await served.text()
      const { payload, payloadJson } = servedPayload(html)
      expect(payload.status).toBe(status)
      const options = { location: path, monitoring: null, payloadJson }

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
    }
  )
})
