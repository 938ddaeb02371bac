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
import { Duplex, pipeline, type Readable } from 'node:stream'
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

/**
 * Bodies up to this size are read whole before they are forwarded (see `forward`); a larger one
 * is streamed to the Worker as it arrives, so the Worker's own limit answers it (413) after
 * reading no more than that limit, and the edge stops reading from the visitor then.
 */
const BUFFERED_BODY_BYTES = 1024 * 1024

/** A body larger than `BUFFERED_BODY_BYTES`: what has arrived, and the request still arriving. */
interface StreamedBody {
  head: Buffer
  rest: Readable
}

/** A request's whole body (small), its start and the rest (large), or null if the visitor left. */
function readBody(incoming: Readable): Promise<Buffer | StreamedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.byteLength
      if (size <= BUFFERED_BODY_BYTES) return
      incoming.pause()
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', reject)
      resolve({ head: Buffer.concat(chunks), rest: incoming })
    }
    const onEnd = () => resolve(Buffer.concat(chunks))
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', reject)
  })
}

function tooLarge(response: ServerResponse): void {
  if (response.destroyed || response.headersSent) return
  response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' })
  response.end('Requête trop volumineuse.\n')
}

/**
 * Sends a large body to the Worker as it arrives (chunked), up to Cloudflare's 100 MB: past it the
 * edge answers 413 itself, as Cloudflare does.
 */
function streamBody(
  body: StreamedBody,
  forwarded: ReturnType<typeof request>,
  response: ServerResponse
): void {
  let size = body.head.byteLength
  forwarded.write(body.head)
  body.rest.on('data', (chunk: Buffer) => {
    size += chunk.byteLength
    if (size <= MAX_BODY_BYTES) {
      if (!forwarded.write(chunk)) {
        body.rest.pause()
        forwarded.once('drain', () => body.rest.resume())
      }
      return
    }
    body.rest.removeAllListeners('data')
    forwarded.destroy()
    tooLarge(response)
    stopReading(body.rest)
  })
  body.rest.once('end', () => forwarded.end())
  body.rest.resume()
}

/**
 * The Worker answered while the visitor was still sending: the rest of the body is not forwarded.
 * The edge reads it and drops it, as an HTTP server does with a body it did not want (closing
 * under an unread body would reset the connection and lose the answer), up to Cloudflare's
 * 100 MB; past that the connection is dropped.
 */
function stopReading(rest: Readable): void {
  if (rest.readableEnded) return
  rest.removeAllListeners('data')
  let dropped = 0
  rest.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength
    if (dropped > MAX_BODY_BYTES) rest.destroy()
  })
  rest.resume()
}

/**
 * How long an idle kept-alive client connection stays open. Longer than clients keep theirs
 * (undici and Node's agent: 4–5 s, less the margin they take off the server's `Keep-Alive`
 * hint), so that the client, not the edge, closes an idle connection: with Node's default of 5 s,
 * a crawler on a busy machine sent requests on connections the edge was closing at that moment
 * ("other side closed"; docs/decisions/0044).
 */
const CLIENT_IDLE_TIMEOUT_MS = 65_000

/** How long a new connection may stay silent before its first byte. */
const FIRST_BYTE_TIMEOUT_MS = 10_000

/** Hop-by-hop headers, which are the connection's business (and which HTTP/2 forbids). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade'])

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
}

/** A host (name, IPv4 or bracketed IPv6) with an optional port: what a Host header may hold. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

/** The request's Host (HTTP/1.1) or `:authority` (HTTP/2), or null when it is not a host. */
export function requestHost(incoming: EdgeRequest): string | null {
  const raw = incoming.rawHeaders
  // Two Host headers: which one is meant is anyone's guess (RFC 9112 §3.2: 400).
  let hosts = 0
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === 'host') hosts++
  }
  if (hosts > 1) return null
  const host = incoming.headers.host ?? incoming.headers[':authority']
  if (typeof host !== 'string') return null
  const match = HOST.exec(host)
  if (!match || Number(match[1] ?? 0) > 65_535 || !URL.canParse(`http://${host}/`)) return null
  return host
}

/**
 * The path and query of a request target in origin form (`/path?query`), or null for any other
 * form: absolute (`http://host/path`, a proxy's request), authority (`CONNECT`), asterisk
 * (`OPTIONS *`) or none. `//host/path` is a path here, never a host.
 */
export function originForm(target: string | undefined): { pathname: string } | null {
  if (!target?.startsWith('/')) return null
  // Read after an origin of our own, so that a leading `//` stays in the path.
  if (!URL.canParse(`http://edge${target}`)) return null
  return { pathname: new URL(`http://edge${target}`).pathname }
}

const BAD_REQUEST = 'Requête invalide.\n'

/** 400 to a request the edge does not take; the connection is closed after it. */
function badRequest(incoming: EdgeRequest, outgoing: EdgeResponse): void {
  const response = outgoing as ServerResponse
  if (response.destroyed || response.writableEnded) return
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    // HTTP/2 has no Connection header: there, the stream ends with the answer.
    ...(incoming.httpVersionMajor === 1 ? { connection: 'close' } : {}),
  })
  response.end(BAD_REQUEST)
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
   * proxy did: its `fetch failed` 500s). Here a request's body up to 1 MiB (every form) is read
   * whole first, then sent in one go over a connection of its own, used once: workerd has all of
   * it when it answers, so it keeps to its answer and closes nothing under it. A larger body is
   * streamed as it arrives (chunked), so the Worker's own limit answers 413 after reading no more
   * than that limit, however slowly the rest comes (`streamBody`, `stopReading`). Pooled
   * connections found dead when reused (a GET or HEAD met ECONNRESET before any answer) are
   * retried once on a new one.
   */
  function forward(
    incoming: EdgeRequest,
    response: EdgeResponse,
    host: string,
    body?: Buffer | StreamedBody,
    retried = false
  ): void {
    const method = incoming.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    if (hasBody && body === undefined) {
      readBody(incoming).then(
        (read) => forward(incoming, response, host, read, retried),
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
    let forwarded: ReturnType<typeof request>
    try {
      forwarded = request(
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
            host,
            'accept-encoding': 'identity',
            connection: 'keep-alive',
            ...(Buffer.isBuffer(body) ? { 'content-length': String(body.byteLength) } : {}),
          },
        },
        (answer) => {
          if (hasBody) answer.once('end', () => forwarded.destroy())
          if (body && !Buffer.isBuffer(body)) stopReading(body.rest)
          send(
            answer,
            answer.statusCode ?? 502,
            endToEnd(answer.headers),
            incoming.headers['accept-encoding'],
            response
          )
        }
      )
    } catch {
      // A header value HTTP/2 lets through but HTTP/1.1 does not (a control character).
      badRequest(incoming, response)
      return
    }
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      if ((response as ServerResponse).destroyed) return
      if (!retried && !hasBody && forwarded.reusedSocket && error.code === 'ECONNRESET') {
        forward(incoming, response, host, undefined, true)
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
    if (body === undefined || Buffer.isBuffer(body)) {
      forwarded.end(body)
      return
    }
    streamBody(body, forwarded, response as ServerResponse)
  }

  /**
   * Answers one request. Whatever a client sends, the edge answers and keeps serving: a target
   * that is not a path, a bad or missing host, `CONNECT` get 400 here (what the HTTP/1.1 parser
   * refuses outright, Node answers 400 itself), and anything else that throws on bad input too.
   */
  function handle(incoming: EdgeRequest, outgoing: EdgeResponse): void {
    try {
      answer(incoming, outgoing)
    } catch {
      badRequest(incoming, outgoing)
    }
  }

  function answer(incoming: EdgeRequest, outgoing: EdgeResponse): void {
    const response = outgoing as ServerResponse
    const method = incoming.method ?? 'GET'
    const target = originForm(incoming.url)
    // HTTP/1.0 may leave out the host: the Worker's own then.
    const host =
      incoming.httpVersionMajor === 1 && incoming.httpVersionMinor === 0 && !incoming.headers.host
        ? upstream.host
        : requestHost(incoming)
    if (!target || !host || method === 'CONNECT') {
      badRequest(incoming, outgoing)
      return
    }
    const pathname = target.pathname
    const file =
      method === 'GET' || method === 'HEAD'
        ? files.lookup(pathname, incoming.headers['accept-encoding'])
        : null
    if (!file) {
      forward(incoming, outgoing, host)
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

  const plain = createPlainServer({ keepAliveTimeout: CLIENT_IDLE_TIMEOUT_MS }, handle)
  // Node hands `CONNECT` (an HTTP/1.1 one, or HTTP/1.1 over TLS) the bare socket: 400 on it. Over
  // HTTP/2 it is a request like any other, with an answer to send.
  const refuseTunnel = (incoming: EdgeRequest, to: Duplex | EdgeResponse) => {
    if (!(to instanceof Duplex)) {
      badRequest(incoming, to)
      return
    }
    to.on('error', () => undefined)
    to.end(
      'HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(BAD_REQUEST)}\r\nconnection: close\r\n\r\n${BAD_REQUEST}`
    )
  }
  plain.on('connect', refuseTunnel)
  const certificate = localCertificate()
  const secure = certificate
    ? createSecureServer({ ...certificate, allowHTTP1: true }, handle)
    : null
  secure?.on('connect', refuseTunnel)
  // A handshake or a session gone wrong ends that connection, nothing else (without a listener,
  // Node's default already does that; said here so that it stays so).
  secure?.on('tlsClientError', () => undefined)
  secure?.on('sessionError', () => undefined)
  // One port for both: a TLS connection starts with a handshake record (byte 22).
  const sockets = new Set<Socket>()
  // Half-open allowed, as Node's HTTP server has it: a client that sends its request and then
  // shuts its side (`printf … | nc -N`) still gets the answer.
  const server = createTcpServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // Until the first byte, no server owns the connection: a reset then would otherwise end the
    // edge (an 'error' event nobody listens to), and a silent or half-closed connection would
    // stay open for good (the HTTP servers' own timeouts start with them).
    const drop = () => socket.destroy()
    socket.on('error', drop)
    socket.once('end', drop)
    socket.setTimeout(FIRST_BYTE_TIMEOUT_MS, drop)
    socket.once('data', (first) => {
      socket.setTimeout(0)
      socket.off('timeout', drop)
      socket.off('error', drop)
      socket.off('end', drop)
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
