import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startLocalEdge } from '../../scripts/local/local-edge.ts'
import { staticHeaderProblems } from './static-headers.ts'

const source = join(import.meta.dirname, '../../public/_headers')

describe('security headers of static files', () => {
  it("public/_headers gives every static file the Worker's HSTS, nosniff, Referrer-Policy and a closed CSP", () => {
    expect(staticHeaderProblems(readFileSync(source, 'utf8'))).toEqual([])
  })

  it('a _headers file with the cache rule alone is found wanting', () => {
    const problems = staticHeaderProblems('/assets/*\n  Cache-Control: public, immutable\n')
    expect(problems).toContain(
      '/favicon.svg: strict-transport-security is missing, wanted max-age=63072000; includeSubDomains; preload'
    )
    expect(problems.filter((problem) => problem.startsWith('/assets/'))).toHaveLength(4)
  })

  it('the local edge serves a static file with them, and keeps the cache rule of hashed files', async () => {
    const assets = mkdtempSync(join(tmpdir(), 'static-headers-'))
    mkdirSync(join(assets, 'assets'))
    copyFileSync(source, join(assets, '_headers'))
    writeFileSync(join(assets, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(join(assets, 'assets', 'entry-1a2b3c.js'), 'export {}')
    // No Worker behind it: static files never reach one.
    const edge = await startLocalEdge({ port: 0, target: 'http://127.0.0.1:9', assetsDir: assets })
    try {
      const get = (path: string) =>
        new Promise<Record<string, unknown>>((resolve, reject) => {
          const outgoing = request(`${edge.baseUrl}${path}`, (answer) => {
            answer.resume()
            answer.on('end', () => resolve({ status: answer.statusCode, ...answer.headers }))
          })
          outgoing.on('error', reject)
          outgoing.end()
        })
      const favicon = await get('/favicon.svg')
      expect(favicon).toMatchObject({
        status: 200,
        'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      })
      expect(favicon['content-security-policy']).toMatch(/^default-src 'none';/)
      expect(await get('/assets/entry-1a2b3c.js')).toMatchObject({
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      })
    } finally {
      await edge.close()
    }
  })
})
