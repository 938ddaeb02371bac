/**
 * A local stand-in for what Cloudflare's edge does in front of the Worker, for measurements
 * (`npm run lighthouse`); not part of the site:
 * - static files of the build are answered by the edge itself, without running the Worker (as
 *   the assets binding does in production), with the `_headers` rule for hashed files;
 * - text responses are compressed (brotli, else gzip) for clients that accept it;
 * - it speaks HTTP/2 over TLS (a throwaway certificate), so requests share one connection.
 * Everything else goes to the local Worker (`vite preview`). Without this, a local Lighthouse run
 * measures uncompressed bytes and a Node proxy's latency for every script, which no visitor sees.
 */
import { execFileSync } from 'node:child_process'
import { createReadStream, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { type IncomingHttpHeaders, request, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { pipeline, type Readable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** The content types Cloudflare compresses (the text family; fonts and images are already packed). */
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

/** The encoding to answer with, or null to send the bytes as they are. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  contentType: string | undefined,
  alreadyEncoded: boolean
): 'br' | 'gzip' | null {
  if (alreadyEncoded || !contentType || !COMPRESSIBLE.test(contentType)) return null
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

/** A file of the static build for a request path, or null (the Worker answers then). */
export function staticFile(assetsDir: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (!extname(decoded) || decoded.includes('\0')) return null
  const file = resolve(assetsDir, `.${decoded}`)
  if (!file.startsWith(assetsDir + sep)) return null
  try {
    return statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

function withoutLength(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'content-length': _length, ...rest } = headers
  return rest
}

function send(
  body: Readable,
  status: number,
  headers: IncomingHttpHeaders,
  acceptEncoding: string | undefined,
  outgoing: ServerResponse
): void {
  const encoding = chooseEncoding(
    acceptEncoding,
    headers['content-type'],
    Boolean(headers['content-encoding'])
  )
  if (encoding === null || status === 204 || status === 304) {
    outgoing.writeHead(status, headers)
    pipeline(body, outgoing, () => {})
    return
  }
  outgoing.writeHead(status, {
    ...withoutLength(headers),
    'content-encoding': encoding,
    vary: 'accept-encoding',
  })
  // Streaming levels, as an edge compresses a streamed HTML answer on the fly.
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          flush: constants.BROTLI_OPERATION_FLUSH,
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })
  pipeline(body, compressor, outgoing, () => {})
}

/** Hop-by-hop headers of the upstream's HTTP/1.1 answer, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade'])

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
}

/** A throwaway self-signed certificate for localhost (the edge speaks HTTP/2, hence TLS). */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'local-edge-'))
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  // prettier-ignore
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost'], { stdio: 'ignore' })
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

export interface LocalEdge {
  /** https://localhost:<port>: a browser needs `--ignore-certificate-errors`. */
  baseUrl: string
  close(): void
}

/**
 * Listens on `port` with HTTP/2 over TLS, as the edge answers visitors: files of `assetsDir`
 * (the client build) are served from disk, everything else is forwarded to `target` (an origin
 * such as http://localhost:8792).
 */
export function startLocalEdge(
  port: number,
  target: string,
  assetsDir: string
): Promise<LocalEdge> {
  const upstream = new URL(target)
  const root = resolve(assetsDir)
  const server = createSecureServer(
    { ...localCertificate(), allowHTTP1: true },
    (incoming, outgoing) => {
      const response = outgoing as unknown as ServerResponse
      const pathname = new URL(incoming.url ?? '/', 'https://edge').pathname
      const file = incoming.method === 'GET' ? staticFile(root, pathname) : null
      if (file) {
        const headers: IncomingHttpHeaders = {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          // The `_headers` rule of public/_headers for hashed files; the platform default otherwise.
          'cache-control': pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        }
        send(createReadStream(file), 200, headers, incoming.headers['accept-encoding'], response)
        return
      }
      // HTTP/2 pseudo-headers (`:path`...) are not headers of the forwarded request.
      const headers = Object.fromEntries(
        Object.entries(incoming.headers).filter(([name]) => !name.startsWith(':'))
      )
      const forwarded = request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          // The upstream sends identity bytes; compression happens here, as at the edge.
          headers: { ...headers, host: upstream.host, 'accept-encoding': 'identity' },
        },
        (answer) =>
          send(
            answer,
            answer.statusCode ?? 502,
            endToEnd(answer.headers),
            incoming.headers['accept-encoding'],
            response
          )
      )
      forwarded.on('error', () => {
        if (!response.headersSent) response.writeHead(502)
        response.end()
      })
      pipeline(incoming, forwarded, () => {})
    }
  )
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () =>
      resolve({ baseUrl: `https://localhost:${port}`, close: () => server.close() })
    )
  })
}
