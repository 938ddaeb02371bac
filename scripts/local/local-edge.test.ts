import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, request, type Server } from 'node:http'
import { connect } from 'node:http2'
import { type AddressInfo, connect as connectTcp, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, parseHeadersFile, staticFile, staticHeaders } from './edge-static.ts'
import { type LocalEdge, originForm, startLocalEdge } from './local-edge.ts'

/** The fake Worker's body limit on `/api/limited` (the leads route's, 64 KiB). */
const LIMITED_BODY_BYTES = 64 * 1024

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
      if (incoming.url === '/api/limited') {
        // As the Worker reads a body without a length (worker/http/request-body.ts): counted as
        // it arrives, refused the moment it passes the limit, the rest never read.
        let read = 0
        incoming.on('data', (chunk: Buffer) => {
          read += chunk.byteLength
          if (read <= LIMITED_BODY_BYTES || outgoing.headersSent) return
          incoming.pause()
          outgoing.writeHead(413, { 'content-type': 'text/plain' })
          outgoing.end(`read ${read}`)
        })
        incoming.on('end', () => {
          if (outgoing.headersSent) return
          outgoing.writeHead(200)
          outgoing.end(`read ${read}`)
        })
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

  it('streams a large body to the Worker, whose limit answers 413 before the body has all come', async () => {
    // A slow upload: 2 MiB, then nothing more for as long as the test runs. An edge that read
    // the whole body before forwarding it would never answer.
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let pushed = 0
    const body = new Readable({
      read() {
        if (pushed >= 2 * 1024 * 1024) return
        pushed += chunk.byteLength
        this.push(chunk)
      },
    })
    const outgoing = request(`${edge.baseUrl}/api/limited`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    outgoing.on('error', () => undefined)
    const answer = new Promise<Answer>((resolve) => {
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (part: Buffer) => chunks.push(part))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          })
        )
      })
    })
    body.pipe(outgoing)
    const { status, body: text } = await answer
    outgoing.destroy()
    expect(status).toBe(413)
    // The Worker read its limit and a little more, never the whole upload.
    expect(Number(/read (\d+)/.exec(text.toString())?.[1])).toBeLessThan(4 * LIMITED_BODY_BYTES)
    expect((await send(`${edge.baseUrl}/stock`)).status).toBe(200)
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

  it('keeps an idle connection longer than clients keep theirs, so that they close it first', async () => {
    // Node's default (5 s) is within undici's and Node's agents' own idle time less their margin:
    // a crawler on a busy machine wrote requests on connections the edge was closing.
    const page = await send(`${edge.baseUrl}/stock`)
    expect(page.headers['keep-alive']).toBe('timeout=65')
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

/**
 * Bytes written on a raw connection to the edge, and the answer's status line, or '' when the
 * connection closed without one. `then`: 'end' shuts the client's side after writing (the edge
 * still answers), 'reset' drops the connection (nothing to answer), 'wait' waits for the edge to
 * close it (every fuzzed request says `Connection: close`).
 */
function raw(
  port: number,
  bytes: string,
  then: 'end' | 'reset' | 'wait' = 'wait'
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.write(Buffer.from(bytes, 'latin1'), () => {
      if (then === 'end') socket.end()
      if (then === 'reset') socket.resetAndDestroy()
    })
  })
}

/** A small deterministic generator (mulberry32): the same fuzz cases on every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('the local edge under malformed requests', () => {
  let edge: LocalEdge
  let upstream: Server
  let port = 0
  /** Requests the fake Worker saw. */
  const seen: string[] = []

  beforeAll(async () => {
    upstream = createServer((incoming, outgoing) => {
      seen.push(`${incoming.method} ${incoming.url} ${incoming.headers.host}`)
      incoming.resume()
      incoming.on('end', () => {
        outgoing.writeHead(200, { 'content-type': 'text/plain' })
        outgoing.end('ok')
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port: upstreamPort } = upstream.address() as AddressInfo
    edge = await startLocalEdge({
      port: 0,
      target: `http://127.0.0.1:${upstreamPort}`,
      assetsDir: mkdtempSync(join(tmpdir(), 'edge-fuzz-')),
    })
    port = Number(new URL(edge.baseUrl).port)
  })

  afterAll(async () => {
    await edge.close()
    upstream.close()
  })

  const ok = 'GET /stock HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'

  it('reads a request target as a path, whatever it starts with', () => {
    expect(originForm('/stock?brand=kia')).toEqual({ pathname: '/stock' })
    expect(originForm('//[')).toEqual({ pathname: '//[' })
    expect(originForm('//evil.example/')).toEqual({ pathname: '//evil.example/' })
    expect(originForm('http://[')).toBeNull()
    expect(originForm('http://localhost/stock')).toBeNull()
    expect(originForm('*')).toBeNull()
    expect(originForm('example.com:443')).toBeNull()
    expect(originForm(undefined)).toBeNull()
  })

  it.each([
    ['an absolute-form target', 'GET http://localhost/stock HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a bad absolute-form target', 'GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
    ['a Host with a space', 'GET / HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['a Host that is no host', 'GET / HTTP/1.1\r\nHost: [\r\n\r\n'],
    ['an empty Host', 'GET / HTTP/1.1\r\nHost: \r\n\r\n'],
    ['a Host past the last port', 'GET / HTTP/1.1\r\nHost: localhost:99999\r\n\r\n'],
    ['two Hosts', 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n'],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\n\r\n'],
    ['a NUL in the target', 'GET /%zz\x00 HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a control character in a header', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: \x01\r\n\r\n'],
    ['a header name with a space', 'GET / HTTP/1.1\r\nHost: localhost\r\nX A: 1\r\n\r\n'],
    [
      'both framings',
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'a bad chunk',
      'POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
    ['no request line', 'garbage\r\n\r\n'],
  ])('answers 400 to %s, and keeps serving', async (_name, bytes) => {
    const before = seen.length
    expect(await raw(port, bytes)).toMatch(/^HTTP\/1\.1 400 /)
    expect(seen.length, 'the Worker never saw it').toBe(before)
    expect(await raw(port, ok)).toBe('HTTP/1.1 200 OK')
  })

  it.each([
    [
      'a Content-Length body',
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nabc',
    ],
    [
      'a chunked body',
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab',
    ],
  ])('answers 400 to %s cut short, and forwards none of it', async (_name, bytes) => {
    const before = seen.length
    expect(await raw(port, bytes, 'end')).toMatch(/^HTTP\/1\.1 400 /)
    expect(await raw(port, bytes, 'reset')).toBe('')
    expect(seen.length).toBe(before)
    expect(await raw(port, ok)).toBe('HTTP/1.1 200 OK')
  })

  it('forwards a target that starts with two slashes as a path (the Worker answers it)', async () => {
    // `new URL('//[', base)` reads `[` as a host and throws: this request once ended the edge.
    expect(
      await raw(port, 'GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    ).toBe('HTTP/1.1 200 OK')
    expect(seen.at(-1)).toBe('GET //[ localhost')
    expect(await raw(port, ok)).toBe('HTTP/1.1 200 OK')
  })

  it('drops a connection reset before its first byte, and keeps serving', async () => {
    expect(await raw(port, '', 'reset')).toBe('')
    expect(await raw(port, 'G', 'reset')).toBe('')
    expect(await raw(port, ok)).toBe('HTTP/1.1 200 OK')
  })

  it('answers every fuzzed request line with a status below 500, and keeps serving', async () => {
    const next = random(28)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
    const methods = [
      'GET',
      'HEAD',
      'POST',
      'OPTIONS',
      'CONNECT',
      'TRACE',
      'PRI',
      'G\x00T',
      'get',
      '',
    ]
    const targets = [
      '/',
      '/stock?brand=kia',
      '//[',
      '//',
      '//evil.example/',
      '/%zz',
      '/%',
      '/\\evil',
      '/a b',
      '/\x7f',
      '/é',
      'http://[',
      'http://localhost/',
      'https://evil.example:99999/',
      '*',
      'example.com:443',
      '',
      '?',
      '#',
      '/\t',
      `/${'a'.repeat(9000)}`,
    ]
    const versions = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 extra', '']
    const hosts = [
      'Host: localhost',
      'Host: localhost:8803',
      'Host: [::1]',
      'Host: ',
      'Host: [',
      'Host: a b',
      'Host: évil',
      'Host: a:b:c',
      'Host: localhost\r\nHost: evil',
      'host:localhost',
      '',
      `Host: ${'a'.repeat(300)}`,
    ]
    const extras = [
      '',
      'Content-Length: 5',
      'Content-Length: -1',
      'Content-Length: 1, 2',
      'Transfer-Encoding: gzip',
      'X-A: \x01',
      'X-A: \xff',
      ': empty',
      'X-A\tB: 1',
      'Expect: 100-continue',
      'Expect: nonsense',
      'Upgrade: websocket\r\nConnection: Upgrade',
      'X-Long: ' + 'b'.repeat(20_000),
    ]
    const answers: string[] = []
    for (let round = 0; round < 300; round++) {
      const extra = pick(extras)
      const request =
        `${pick(methods)} ${pick(targets)} ${pick(versions)}\r\n${pick(hosts)}\r\n${extra}\r\n` +
        'Connection: close\r\n\r\n'
      // A request that announces a body never sends it: the client shuts its side instead (the
      // parser then meets the end mid-body). Any other waits for the edge to close.
      const announcesBody = /Content-Length|Transfer-Encoding/.test(extra)
      const answer = await raw(port, request, announcesBody ? 'end' : 'wait')
      if (!/^HTTP\/1\.[01] [1-4]\d\d /.test(answer)) {
        answers.push(`${answer || 'no answer'} ← ${JSON.stringify(request.slice(0, 120))}`)
      }
    }
    expect(answers).toEqual([])
    expect(await raw(port, ok)).toBe('HTTP/1.1 200 OK')
  }, 60_000)

  it('refuses over HTTP/2 what it refuses over HTTP/1.1, and keeps the session', async () => {
    const session = connect(edge.secureUrl ?? '', { rejectUnauthorized: false })
    session.on('error', () => undefined)
    /** The answer's status, or 'reset' when the stream was refused (RST_STREAM) without one. */
    const status = (headers: Record<string, string>, body?: 'cut') =>
      new Promise<number | 'reset'>((resolve) => {
        const stream = session.request(headers, { endStream: body === undefined })
        stream.on('response', (answer) => resolve(Number(answer[':status'])))
        stream.on('error', () => resolve('reset'))
        stream.on('close', () => resolve('reset'))
        stream.resume()
        if (body === 'cut') stream.write('abc', () => stream.close(8))
      })
    try {
      const before = seen.length
      // What the HTTP/2 layer refuses itself (a target that is no path, a host with a space)
      // resets that stream; the rest is the edge's 400.
      expect(await status({ ':path': 'http://[' })).toBe('reset')
      expect(await status({ ':path': 'http://localhost/stock' })).toBe('reset')
      expect(await status({ ':path': '/', ':authority': 'a b' })).toBe('reset')
      expect(await status({ ':path': '*', ':method': 'OPTIONS' })).toBe(400)
      expect(await status({ ':path': '/', ':authority': '[' })).toBe(400)
      expect(await status({ ':path': '/', ':authority': 'localhost:99999' })).toBe(400)
      expect(await status({ ':method': 'CONNECT', ':authority': 'example.com:443' })).toBe(400)
      await status({ ':path': '/api/leads', ':method': 'POST', 'content-length': '100' }, 'cut')
      expect(seen.length, 'none of them reached the Worker').toBe(before)
      expect(await status({ ':path': '/stock' })).toBe(200)
    } finally {
      session.close()
    }
  })
})
