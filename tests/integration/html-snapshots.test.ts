import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { payloadUrl } from '../../client/app/payload.ts'
import { templates } from '../e2e/templates.ts'
import { appFetch } from './app-fetch.ts'
import { leaseForms } from './lease-forms.ts'

/**
 * Byte-identical answers on every page template, before and after a refactor: each template's
 * document and its client-navigation payload (`/__data`), through the whole app, summed up as
 * status, the page routes' headers and a SHA-256 of the body, compared with the committed
 * `html-snapshots.json`. A change that should not change a byte (a new seam, a faster path)
 * proves it here; a change meant to change the HTML updates the file, and the diff shows which
 * templates moved:
 *
 *   npx vitest run --config vitest.workerd.config.ts tests/integration/html-snapshots.test.ts -u
 *
 * (Vitest's file snapshot, since the test runs in workerd, which cannot write the file itself.)
 *
 * Nothing varies between builds in this setup (the build id is `test-build`, assets are the
 * sources' paths); what varies by day (today's opening hours, a form's earliest date) is pinned
 * by a fixed clock.
 */
const FIXED_NOW = new Date('2026-03-04T10:00:00Z')

/** The headers the page routes set; the rest is the middleware's, the same on every answer. */
const PAGE_HEADERS = ['content-type', 'cache-control', 'cache-tag', 'etag'] as const

async function digest(body: ArrayBuffer): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', body)
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function summary(path: string) {
  const response = await appFetch(path)
  const headers = Object.fromEntries(PAGE_HEADERS.map((name) => [name, response.headers.get(name)]))
  return { status: response.status, ...headers, sha256: await digest(await response.arrayBuffer()) }
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(FIXED_NOW)
})
afterAll(() => vi.useRealTimers())

describe('every page template, byte for byte', () => {
  it('answers what html-snapshots.json says (document and payload)', async () => {
    const answers: Record<string, Awaited<ReturnType<typeof summary>>> = {}
    for (const { name, path } of [...templates, ...leaseForms]) {
      answers[`${name}: ${path}`] = await summary(path)
      answers[`${name}: ${payloadUrl(path)}`] = await summary(payloadUrl(path))
    }
    await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot(
      './html-snapshots.json'
    )
  })
})
