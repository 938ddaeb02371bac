import { Agent, request } from 'node:http'
import { connect } from 'node:http2'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, describe, expect, inject, it } from 'vitest'

/**
 * The served build as `npm start` serves it (scripts/local/serve-build.ts): the Worker in
 * workerd behind the local edge. Plain HTTP/1.1 over kept-alive connections, as curl or a
 * crawler uses it, and HTTP/2 over TLS on the same port, as a browser does.
 */

const baseUrl = inject('baseUrl')
// One connection at a time, reused: every request follows the previous one on the same socket.
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
afterAll(() => agent.destroy())

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {}
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body
    const outgoing = request(
      new URL(path, baseUrl),
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          })
        )
      }
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('the served build', () => {
  it('answers every request after a lead refused as too large before its body was read', async () => {
    const tooLarge = JSON.stringify({ message: 'x'.repeat(200_000) })
    const json = { 'content-type': 'application/json' }
    const refused: number[] = []
    const next: number[] = []
    const page: number[] = []
    for (let round = 0; round < 10; round++) {
      refused.push(
        (await send('/api/leads', { method: 'POST', headers: json, body: tooLarge })).status
      )
      next.push((await send('/api/leads', { method: 'POST', headers: json, body: '{}' })).status)
      page.push((await send('/robots.txt')).status)
    }
    expect(new Set(refused)).toEqual(new Set([413]))
    // The empty lead gets its own answer (fields to fill in), never a 5xx.
    expect(next.filter((status) => status < 400 || status >= 500)).toEqual([])
    expect(new Set(page)).toEqual(new Set([200]))
  })

  it('serves the hashed files itself, compressed, cached for a year', async () => {
    const html = (await send('/')).body.toString()
    // The page's modules: preloaded by links, inserted by the one hashed loader (ADR 0045).
    const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const file = await send(script ?? '/', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(file.status).toBe(200)
    expect(file.headers['content-encoding']).toBe('br')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(file.body).byteLength).toBeGreaterThan(file.body.byteLength)
  })

  it('compresses the pages the Worker renders', async () => {
    const page = await send('/stock', { headers: { 'accept-encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.body).toString()).toContain('<html lang="fr-LU"')
  })

  it('keeps its redirects on the site', async () => {
    const moved = await send('/stock/')
    expect(moved.status).toBe(301)
    expect(new URL(String(moved.headers.location), baseUrl).href).toBe(
      new URL('/stock', baseUrl).href
    )
  })

  it('speaks HTTP/2 over TLS on the same port', async () => {
    const session = connect(baseUrl.replace(/^http:/, 'https:'), { rejectUnauthorized: false })
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/robots.txt' })
        stream.on('response', (headers) => resolve(Number(headers[':status'])))
        stream.on('error', reject)
        stream.resume()
      })
      expect(session.alpnProtocol).toBe('h2')
      expect(status).toBe(200)
    } finally {
      session.close()
    }
  })
})
