/**
 * A local stand-in for what Cloudflare's edge does in front of the Worker; `npm start`, the
 * end-to-end tests and `npm run lighthouse` serve the build through it (docs/decisions/0029):
 * - static files of the build are answered by the edge itself, without running the Worker (as
 *   the assets binding does in production), with the rules of the build's `_headers`;
 * - text is compressed (brotli, else gzip) for clients that accept it;
 * - one port speaks plain HTTP/1.1 (curl, scripts, tests) and TLS with a throwaway certificate,
 *   where browsers get HTTP/2;
 * - everything else goes to the local Worker (workerd, `wrangler dev` on the build), over pooled
 *   connections, except requests with a body: each of those gets a connection of its own (see
 *   `forward`).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import {
  Agent,
  createServer as createPlainServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import { createServer as createTcpServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline, type Readable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { chooseEncoding, createStaticFiles } from './edge-static.ts'

export { chooseEncoding, staticFile } from './edge-static.ts'

type EdgeRequest = IncomingMessage | Http2ServerRequest
type EdgeResponse = ServerResponse | Http2ServerResponse

function withoutLength(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'content-length': _length, ...rest } = headers
  return rest
}

/** Sends an upstream answer, compressed on the fly when the client accepts it. */
function send(
  body: Readable,
  status: number,
  headers: IncomingHttpHeaders,
  acceptEncoding: string | undefined,
  outgoing: EdgeResponse
): void {
  const response = outgoing as ServerResponse
  // The visitor left before the Worker answered: nobody to send it to.
  if (response.destroyed || response.writableEnded) {
    body.destroy()
    return
  }
  const encoding = chooseEncoding(
    acceptEncoding,
    headers['content-type'],
    Boolean(headers['content-encoding'])
  )
  if (encoding === null || status === 204 || status === 304) {
    response.writeHead(status, headers)
    pipeline(body, response, () => {})
    return
  }
  response.writeHead(status, {
    ...withoutLength(headers),
    'content-encoding': encoding,
    vary: headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding',
  })
  // Streaming levels, as an edge compresses a streamed HTML answer on the fly.
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          flush: constants.BROTLI_OPERATION_FLUSH,
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })
  pipeline(body, compressor, response, () => {})
}

/** The largest request body the edge takes (Cloudflare's, on its smaller plans). */
const MAX_BODY_BYTES = 100 * 1024 * 1024

/** A request's whole body, or null past `MAX_BODY_BYTES` (the rest is read and dropped). */
function readBody(incoming: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    incoming.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : null))
    incoming.on('error', reject)
  })
}

function tooLarge(response: ServerResponse): void {
  if (response.destroyed) return
  response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' })
  response.end('Requête trop volumineuse.\n')
}

/** Hop-by-hop headers, which are the connection's business (and which HTTP/2 forbids). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade'])

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
}

/**
 * A throwaway self-signed certificate for localhost, or null without openssl (the edge then
 * speaks plain HTTP only).
 */
function localCertificate(): { key: Buffer; cert: Buffer } | null {
  const dir = mkdtempSync(join(tmpdir(), 'local-edge-'))
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  try {
    // prettier-ignore
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' })
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } catch {
    return null
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export interface LocalEdge {
  /** http://localhost:<port>, HTTP/1.1. */
  baseUrl: string
  /**
   * https://localhost:<port>, the same port over TLS (HTTP/2 when the client offers it); a
   * browser needs `--ignore-certificate-errors`. Null when openssl is missing.
   */
  secureUrl: string | null
  close(): Promise<void>
}

export interface LocalEdgeOptions {
  port: number
  /** Interface to listen on (default: every local one, as `localhost` may be ::1 or 127.0.0.1). */
  host?: string
  /** The Worker's origin, e.g. http://127.0.0.1:8797. */
  target: string
  /** The client build (dist/client). */
  assetsDir: string
}

/**
 * Starts the edge on `port`: files of `assetsDir` from memory, everything else forwarded to
 * `target`.
 */
export async function startLocalEdge(options: LocalEdgeOptions): Promise<LocalEdge> {
  const upstream = new URL(options.target)
  const files = createStaticFiles(options.assetsDir)
  // Idle pooled connections are dropped before workerd's own idle timeout could close them
  // under a request.
  const pool = new Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 })

  /**
   * Forwards a request to the Worker. The Worker may answer a request with a body before reading
   * it (413 for an oversized form, 404 or 405 for a POST to a page); workerd then closes that
   * connection if the body is still arriving, without saying so in the answer, so a client that
   * pools connections may write its next request to a closed one, which fails (`vite preview`'s
   * proxy did: its `fetch failed` 500s). Here a request's body is read whole first (up to
   * Cloudflare's 100 MB), then sent in one go over a connection of its own, used once: workerd
   * has all of it when it answers, so it keeps to its answer and closes nothing under it. Pooled
   * connections found dead when reused (a GET or HEAD met ECONNRESET before any answer) are
   * retried once on a new one.
   */
  function forward(
    incoming: EdgeRequest,
    response: EdgeResponse,
    body?: Buffer,
    retried = false
  ): void {
    const method = incoming.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    if (hasBody && body === undefined) {
      readBody(incoming).then(
        (read) => {
          if (read) forward(incoming, response, read, retried)
          else tooLarge(response as ServerResponse)
        },
        // The visitor went away while sending.
        () => undefined
      )
      return
    }
    // HTTP/2 pseudo-headers (`:path`...) are not headers of the forwarded request.
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(
        ([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)
      )
    )
    const host = incoming.headers.host ?? incoming.headers[':authority'] ?? upstream.host
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method,
        agent: hasBody ? false : pool,
        // The Worker sends identity bytes; compression happens here, as at the edge. A request
        // with a body says keep-alive all the same: workerd then reads a body that has fully
        // arrived before answering, rather than closing under the answer.
        headers: {
          ...headers,
          host: String(host),
          'accept-encoding': 'identity',
          connection: 'keep-alive',
          ...(body ? { 'content-length': String(body.byteLength) } : {}),
        },
      },
      (answer) => {
        if (hasBody) answer.once('end', () => forwarded.destroy())
        send(
          answer,
          answer.statusCode ?? 502,
          endToEnd(answer.headers),
          incoming.headers['accept-encoding'],
          response
        )
      }
    )
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      if ((response as ServerResponse).destroyed) return
      if (!retried && !hasBody && forwarded.reusedSocket && error.code === 'ECONNRESET') {
        forward(incoming, response, undefined, true)
        return
      }
      const plain = response as ServerResponse
      if (plain.headersSent) {
        plain.end()
        return
      }
      plain.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      plain.end(`Le Worker local ne répond pas (${error.code ?? error.message}).\n`)
    })
    // A visitor who leaves cancels the Worker's request (as at the edge), and its connection.
    const visitor = response as ServerResponse
    visitor.once('close', () => {
      if (!visitor.writableFinished) forwarded.destroy()
    })
    forwarded.end(body)
  }

  function handle(incoming: EdgeRequest, outgoing: EdgeResponse): void {
    const response = outgoing as ServerResponse
    const method = incoming.method ?? 'GET'
    const pathname = new URL(incoming.url ?? '/', 'http://edge').pathname
    const file =
      method === 'GET' || method === 'HEAD'
        ? files.lookup(pathname, incoming.headers['accept-encoding'])
        : null
    if (!file) {
      forward(incoming, outgoing)
      return
    }
    const etag = file.headers.etag
    if (incoming.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag, 'cache-control': file.headers['cache-control'] })
      response.end()
      return
    }
    response.writeHead(200, file.headers)
    response.end(method === 'HEAD' ? undefined : file.body)
  }

  const plain = createPlainServer({ keepAliveTimeout: 5_000 }, handle)
  const certificate = localCertificate()
  const secure = certificate
    ? createSecureServer({ ...certificate, allowHTTP1: true }, handle)
    : null
  // One port for both: a TLS connection starts with a handshake record (byte 22).
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      const target = first[0] === 22 && secure ? secure : plain
      target.emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    baseUrl: `http://localhost:${port}`,
    secureUrl: secure ? `https://localhost:${port}` : null,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        pool.destroy()
        server.close(() => resolve())
      }),
  }
}
