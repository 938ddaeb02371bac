import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, request, type Server } from 'node:http'
import { connect } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, parseHeadersFile, staticFile, staticHeaders } from './edge-static.ts'
import { type LocalEdge, startLocalEdge } from './local-edge.ts'

describe('the local edge: files and headers', () => {
  it('compresses text for clients that accept it, preferring brotli', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/html; charset=utf-8', false)).toBe('br')
    expect(chooseEncoding('gzip', 'text/javascript', false)).toBe('gzip')
    expect(chooseEncoding('gzip, br', 'image/svg+xml', false)).toBe('br')
    expect(chooseEncoding(undefined, 'text/html', false)).toBeNull()
  })

  it('leaves packed formats and encoded answers alone', () => {
    expect(chooseEncoding('br', 'font/woff2', false)).toBeNull()
    expect(chooseEncoding('br', 'image/avif', false)).toBeNull()
    expect(chooseEncoding('br', 'text/html', true)).toBeNull()
    expect(chooseEncoding('br', undefined, false)).toBeNull()
  })

  it('serves files of the build and nothing outside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'x')
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>')
    expect(staticFile(dir, '/assets/app-1a2b.js')).toBe(join(dir, 'assets', 'app-1a2b.js'))
    expect(staticFile(dir, '/favicon.svg')).toBe(join(dir, 'favicon.svg'))
    // Pages and missing files are the Worker's.
    expect(staticFile(dir, '/stock')).toBeNull()
    expect(staticFile(dir, '/assets/missing.js')).toBeNull()
    expect(staticFile(dir, '/assets')).toBeNull()
    // No way out of the directory.
    expect(staticFile(dir, '/../etc/passwd.txt')).toBeNull()
    expect(staticFile(dir, '/%2e%2e/%2e%2e/etc/hosts.txt')).toBeNull()
    expect(staticFile(dir, '/%E0%A4%A.js')).toBeNull()
  })

  it("applies the _headers rules to the paths they name, Cloudflare's way", () => {
    const rules = parseHeadersFile(
      [
        '# Hashed build output never changes.',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '  X-Robots-Tag: noindex',
        '/assets/:name/raw.txt',
        '  ! X-Robots-Tag',
      ].join('\n')
    )
    expect(staticHeaders(rules, '/assets/app-1a2b.js', 'app-1a2b.js')).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-robots-tag': 'noindex',
    })
    expect(staticHeaders(rules, '/assets/docs/raw.txt', 'raw.txt')).not.toHaveProperty(
      'x-robots-tag'
    )
    // Outside the rules: the platform's default for static files.
    expect(staticHeaders(rules, '/favicon.svg', 'favicon.svg')).toEqual({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=0, must-revalidate',
    })
    // `.` in a rule is a dot, not any character.
    expect(staticHeaders(parseHeadersFile('/a.js\n  X-A: 1'), '/abjs', 'abjs')).not.toHaveProperty(
      'x-a'
    )
  })
})

interface Answer {
  status: number
  headers: IncomingMessage['headers']
  body: Buffer
}

/** One HTTP/1.1 request through a keep-alive agent (connections are reused, as a browser does). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {}
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': Buffer.byteLength(options.body) }),
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
    outgoing.end(options.body)
  })
}

describe('the local edge in front of a Worker', () => {
  let edge: LocalEdge
  let upstream: Server
  const seen: { method: string; url: string; host: string }[] = []
  /** Connections on which the fake Worker answered before reading the request's body. */
  const answeredEarly = new WeakSet<Socket>()
  /** `/slow` never answers: the test is told when it arrives and when its connection closes. */
  let slowArrived = () => {}
  let slowClosed = () => {}

  beforeAll(async () => {
    const assets = mkdtempSync(join(tmpdir(), 'edge-build-'))
    mkdirSync(join(assets, 'assets'))
    writeFileSync(
      join(assets, 'assets', 'app-1a2b.js'),
      `export const text = '${'x'.repeat(4000)}'`
    )
    writeFileSync(join(assets, '_headers'), '/assets/*\n  Cache-Control: public, immutable\n')
    // The fake Worker behaves as workerd does with an answer sent before the body was read:
    // that connection is no good for another request (here: it is dropped when one arrives).
    upstream = createServer((incoming, outgoing) => {
      const socket = incoming.socket
      if (answeredEarly.has(socket)) {
        socket.destroy()
        return
      }
      seen.push({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        host: incoming.headers.host ?? '',
      })
      if (incoming.url === '/slow') {
        outgoing.on('close', () => slowClosed())
        slowArrived()
        return
      }
      if (incoming.url === '/api/leads' && Number(incoming.headers['content-length']) > 1000) {
        answeredEarly.add(socket)
        outgoing.writeHead(413, { 'content-type': 'application/json' })
        outgoing.end('{"errors":{"_form":"trop long"}}')
        return
      }
      incoming.resume()
      incoming.on('end', () => {
        outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        outgoing.end(`<p>${incoming.method} ${incoming.url}</p>`)
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    edge = await startLocalEdge({ port: 0, target: `http://127.0.0.1:${port}`, assetsDir: assets })
  })

  afterAll(async () => {
    await edge.close()
    upstream.close()
  })

  it('answers the request after a 413 sent before the body was read', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(200_000) })
    const statuses: number[] = []
    for (let round = 0; round < 10; round++) {
      const tooLarge = await send(`${edge.baseUrl}/api/leads`, { method: 'POST', body: big })
      const next = await send(`${edge.baseUrl}/api/leads`, { method: 'POST', body: '{}' })
      const page = await send(`${edge.baseUrl}/stock`)
      statuses.push(tooLarge.status, next.status, page.status)
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => [413, 200, 200]).flat())
  })

  it('cancels the Worker’s request when the visitor leaves, and keeps serving', async () => {
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve))
    const cancelled = new Promise<void>((resolve) => (slowClosed = resolve))
    const gone = request(`${edge.baseUrl}/slow`)
    gone.on('error', () => undefined)
    gone.end()
    await arrived
    gone.destroy()
    await cancelled
    expect((await send(`${edge.baseUrl}/stock`)).status).toBe(200)
  })

  it('passes the visitor’s host on to the Worker, so its redirects stay on the site', async () => {
    await send(`${edge.baseUrl}/contact`)
    expect(seen.at(-1)).toMatchObject({ url: '/contact', host: new URL(edge.baseUrl).host })
  })

  it('serves files of the build itself, compressed, with their _headers rule', async () => {
    const before = seen.length
    const file = await send(`${edge.baseUrl}/assets/app-1a2b.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(file.status).toBe(200)
    expect(file.headers['content-encoding']).toBe('br')
    expect(file.headers['cache-control']).toBe('public, immutable')
    expect(brotliDecompressSync(file.body).toString()).toContain("export const text = 'xxx")
    const again = await send(`${edge.baseUrl}/assets/app-1a2b.js`, {
      headers: { 'if-none-match': String(file.headers.etag), 'accept-encoding': 'gzip, br' },
    })
    expect(again.status).toBe(304)
    expect(seen.length, 'the Worker never saw them').toBe(before)
  })

  it('compresses the Worker’s pages for clients that accept it', async () => {
    const page = await send(`${edge.baseUrl}/stock`, { headers: { 'accept-encoding': 'br' } })
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.body).toString()).toBe('<p>GET /stock</p>')
  })

  it('speaks HTTP/2 over TLS on the same port', async () => {
    expect(edge.secureUrl).not.toBeNull()
    const session = connect(edge.secureUrl ?? '', { rejectUnauthorized: false })
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/stock' })
          let status = 0
          let body = ''
          stream.on('response', (headers) => (status = Number(headers[':status'])))
          stream.on('data', (chunk: Buffer) => (body += chunk.toString()))
          stream.on('end', () => resolve({ status, body }))
          stream.on('error', reject)
        }
      )
      expect(session.alpnProtocol).toBe('h2')
      expect(status).toBe(200)
      expect(body).toBe('<p>GET /stock</p>')
    } finally {
      session.close()
    }
  })
})
