import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { payloadUrl } from '../../framework/payload/payload.ts'
import { LANGUAGES, type Language } from '../../client/locale/language.ts'
import { alternatePath } from '../../client/routes/alternate-path.ts'
import { templates } from '../e2e/templates.ts'
import { appFetch } from './app-fetch.ts'
import { leaseForms } from './lease-forms.ts'
import { readableHtml, readableJson } from './readable-html.ts'

/**
 * Every page template's answers, in every language, before and after a refactor: each
 * template's document and its client-navigation payload (`/__data`), through the whole app.
 *
 * - `html-snapshots.json`: the byte-for-byte proof: status, the page routes' headers and a
 *   SHA-256 of each body.
 * - `html-snapshots/<language>/<template>.html` and `.data.json`: the same bodies for a reader,
 *   one tag per line and JSON pretty-printed (tests/integration/readable-html.ts; the embedded
 *   payload, when it is the `/__data` answer, only named), so a change meant to alter the HTML
 *   shows in review what it altered.
 *
 * A change that should not change a byte (a new seam, a faster path) proves it here; a change
 * meant to change the HTML updates the files and commits them with the change:
 *
 *   npx vitest run --config vitest.workerd.config.ts tests/integration/html-snapshots.test.ts -u
 *
 * (Vitest's file snapshots, since the test runs in workerd, which cannot write files itself.)
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

async function answer(path: string) {
  const response = await appFetch(path)
  const headers = Object.fromEntries(PAGE_HEADERS.map((name) => [name, response.headers.get(name)]))
  const body = await response.arrayBuffer()
  return {
    summary: { status: response.status, ...headers, sha256: await digest(body) },
    text: new TextDecoder().decode(body),
  }
}

/** A template's path in `language`: the same route's (a path of no route keeps its words). */
function pathIn(path: string, language: Language): string {
  const url = new URL(path, 'http://localhost')
  const translated = alternatePath(url.pathname, language) ?? `/${language}${url.pathname}`
  return translated + url.search
}

/** `vehicle form with a calculator’s lease` → `vehicle-form-with-a-calculator-s-lease`. */
const fileName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(FIXED_NOW)
})
afterAll(() => vi.useRealTimers())

/**
 * CMS stories of content types of their own, which the e2e list leaves out: a news article and a
 * lease offer (a page whose body opens with a `lease_detail` block).
 */
const contentStories = [
  { name: 'news article', path: '/news/nouveau-kia-ev3-disponible-a-l-essai' },
  { name: 'lease offer', path: '/private-lease/kia-ev3-air' },
]

describe('every page template in every language, byte for byte', () => {
  it(
    'answers what html-snapshots.json and html-snapshots/ say (document and payload)',
    async () => {
      const summaries: Record<string, Awaited<ReturnType<typeof answer>>['summary']> = {}
      for (const language of LANGUAGES) {
        for (const { name, path: frenchPath } of [...templates, ...leaseForms, ...contentStories]) {
          const path = language === 'fr' ? frenchPath : pathIn(frenchPath, language)
          const file = `./html-snapshots/${language}/${fileName(name)}`
          const dataFile = `${fileName(name)}.data.json`
          const document = await answer(path)
          const payload = await answer(payloadUrl(path))
          summaries[`${name}: ${path}`] = document.summary
          summaries[`${name}: ${payloadUrl(path)}`] = payload.summary
          // Soft: every file that moved is reported, not only the first.
          await expect
            .soft(readableHtml(document.text, { json: payload.text, file: dataFile }))
            .toMatchFileSnapshot(`${file}.html`)
          await expect.soft(readableJson(payload.text)).toMatchFileSnapshot(`${file}.data.json`)
        }
      }
      await expect(`${JSON.stringify(summaries, null, 2)}\n`).toMatchFileSnapshot(
        './html-snapshots.json'
      )
      // Every template twice per language: the time grows with the languages (15 s each is ample).
    },
    15_000 * LANGUAGES.length
  )
})
