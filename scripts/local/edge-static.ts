/**
 * The static half of the local edge (scripts/local/local-edge.ts): files of the client build
 * answered without running the Worker, as the assets binding does in production, with the rules
 * of the build's `_headers` file and compression for the text family.
 */
import { readFileSync, statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The content types Cloudflare compresses (the text family; fonts and images are already packed). */
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
}

/** The platform's default for a static file without a `_headers` rule. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

export type Encoding = 'br' | 'gzip'

/** The encoding to answer with, or null to send the bytes as they are. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  contentType: string | undefined,
  alreadyEncoded: boolean
): Encoding | null {
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

export interface HeaderRule {
  pattern: RegExp
  headers: [name: string, value: string][]
  detach: string[]
}

/**
 * The rules of a `_headers` file (Cloudflare's format): a URL pattern (`*` matches anything,
 * `:name` one path segment), then indented `Name: value` lines, or `! Name` to remove a header
 * an earlier rule set. Comments start with `#`.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:[A-Za-z]\w*/g, '[^/]+')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) continue
    const entry = line.trim()
    if (entry.startsWith('!')) {
      rule.detach.push(entry.slice(1).trim().toLowerCase())
      continue
    }
    const colon = entry.indexOf(':')
    if (colon > 0) {
      rule.headers.push([entry.slice(0, colon).trim().toLowerCase(), entry.slice(colon + 1).trim()])
    }
  }
  return rules
}

/** The headers of a static file: its type, then the `_headers` rules matching its path. */
export function staticHeaders(
  rules: readonly HeaderRule[],
  pathname: string,
  file: string
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': DEFAULT_CACHE_CONTROL,
  }
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const name of rule.detach) delete headers[name]
    for (const [name, value] of rule.headers) headers[name] = value
  }
  return headers
}

interface Variant {
  body: Buffer
  etag: string
}

/**
 * Static files of the build, read once and compressed once per encoding at the highest levels
 * (as the edge keeps compressed copies of assets), keyed by file, size and modification time so a
 * rebuild is picked up.
 */
export function createStaticFiles(assetsDir: string) {
  const root = resolve(assetsDir)
  const variants = new Map<string, Variant>()
  let rules: HeaderRule[] | null = null

  function headerRules(): HeaderRule[] {
    if (rules) return rules
    try {
      rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'))
    } catch {
      rules = []
    }
    return rules
  }

  return {
    root,
    /** The file for a path, its headers, and its bytes in the encoding the client accepts. */
    lookup(pathname: string, acceptEncoding: string | undefined) {
      const file = staticFile(root, pathname)
      if (!file) return null
      const { size, mtimeMs } = statSync(file)
      const headers = staticHeaders(headerRules(), pathname, file)
      const encoding = chooseEncoding(acceptEncoding, headers['content-type'], false)
      const key = `${file}\0${size}\0${mtimeMs}\0${encoding ?? 'identity'}`
      let variant = variants.get(key)
      if (!variant) {
        const raw = readFileSync(file)
        const body =
          encoding === 'br'
            ? brotliCompressSync(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
                },
              })
            : encoding === 'gzip'
              ? gzipSync(raw, { level: 9 })
              : raw
        const tag = `${size.toString(36)}-${Math.round(mtimeMs).toString(36)}`
        variant = { body, etag: `W/"${tag}${encoding ? `-${encoding}` : ''}"` }
        variants.set(key, variant)
      }
      const answer: Record<string, string> = {
        ...headers,
        etag: variant.etag,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        ...(COMPRESSIBLE.test(headers['content-type'] ?? '') ? { vary: 'accept-encoding' } : {}),
        'content-length': String(variant.body.byteLength),
      }
      return { headers: answer, body: variant.body }
    },
  }
}
