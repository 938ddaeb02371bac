import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { PagePayload } from '../../framework/payload/payload.ts'
import { securityHeaders } from '../middleware/security-headers.ts'
import { documentFrame } from './document.tsx'
import { moduleLoaderScript, scriptHashSource } from './inline-scripts.ts'
import type { PageAssets } from './page-assets.ts'

const GATE = "(function(){document.documentElement.dataset.consent='undecided'})()"

/** A built page's assets: the gate inlined, the entry inserted by the loader. */
const built: PageAssets = {
  headScripts: [],
  inlineHeadScripts: [GATE],
  inlineLoader: true,
  scripts: ['/assets/entry-browser-1a2b.js'],
  styles: [],
  modulePreloads: ['/assets/chunk-3c4d.js'],
  fonts: [],
}

const payload = {
  kind: 'page',
  routeId: 'home___fr',
  page: 'home',
  params: {},
  status: 200,
  meta: {
    title: 'Accueil',
    description: '',
    canonical: 'https://www.example.lu/',
    noindex: false,
    breadcrumbs: [],
    structuredData: [{ '@type': 'Organization' }],
  },
  data: null,
} as unknown as PagePayload

/** The inline executable scripts of a document (not JSON data blocks, not `src` scripts). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , code = '']) => code)
}

describe('the inline scripts of a built document and the CSP', () => {
  it('has two inline scripts, the gate and the loader, and no module script tag', () => {
    const { before, after } = documentFrame({
      payload,
      payloadJson: '{}',
      assets: built,
      monitoring: null,
    })
    const html = before + after
    expect(inlineScripts(html)).toEqual([GATE, moduleLoaderScript(built.scripts)])
    expect(html).not.toMatch(/<script[^>]*type="module"/)
  })

  it('lists their hashes with strict-dynamic: the CSP trusts them and what they insert', async () => {
    const hashes = await Promise.all(
      [GATE, moduleLoaderScript(built.scripts)].map(scriptHashSource)
    )
    const app = new Hono()
      .use(
        securityHeaders({
          dev: false,
          imageOrigins: [],
          frameOrigins: [],
          scriptOrigins: [],
          scriptUrls: ['https://www.googletagmanager.com/gtm.js'],
          connectOrigins: [],
          scriptHashes: hashes,
        })
      )
      .get('/', (c) => c.text('ok'))
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
    expect(scriptSrc).toEqual([
      "'self'",
      'https://www.googletagmanager.com/gtm.js',
      ...hashes,
      "'strict-dynamic'",
    ])
    // Hashes as browsers compute them: base64 of the SHA-256 of the UTF-8 text.
    expect(await scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
    )
  })

  it('refuses anything but a hash source, and a loader path that could break out', () => {
    const options = {
      dev: false,
      imageOrigins: [],
      frameOrigins: [],
      scriptOrigins: [],
      connectOrigins: [],
    }
    expect(() => securityHeaders({ ...options, scriptHashes: ["'unsafe-inline'"] })).toThrow()
    expect(() => moduleLoaderScript(['/assets/a.js"</script><script>alert(1)//'])).toThrow()
  })
})
