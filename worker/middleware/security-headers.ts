import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../app-env.ts'

export interface SecurityHeadersOptions {
  /** Development: Vite injects styles and connects a websocket for hot reload. */
  dev: boolean
  /** Extra origins allowed for images (the CMS asset host, map tiles). */
  imageOrigins: string[]
  /** Origins allowed in frames (video, booking tool), loaded only after consent. */
  frameOrigins: string[]
  /** Third-party script hosts allowed whole (a vendor's own host, e.g. the booking tool). */
  scriptOrigins: string[]
  /**
   * Third-party scripts allowed by exact URL (path-restricted sources; their query varies):
   * where the host also serves much else, as the tag manager's does (docs/decisions/0045).
   */
  scriptUrls?: string[]
  /**
   * CSP hash sources (`'sha256-…'`) of the document's inline scripts (a build's consent gate and
   * module loader). With them, `script-src` trusts those scripts and what they insert
   * (`'strict-dynamic'`), and browsers that know `'strict-dynamic'` ignore every host source
   * (docs/decisions/0045); the hosts stay for the others.
   */
  scriptHashes?: readonly string[]
  /** Where those scripts send their beacons. */
  connectOrigins: string[]
  /**
   * Cloudflare Turnstile's origins, allowed for scripts and frames only where `applies` says the
   * forms show its challenge (a site key is configured; docs/decisions/0041).
   */
  turnstile?: {
    applies: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => boolean
    origins: string[]
  }
}

/** HSTS of every answer, the Worker's and the static files' (public/_headers). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload'
/** Referrer-Policy of every answer: other sites get the origin only, never a path or a token. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * CSP without any inline or evaluated script, HSTS, frame-ancestors, Referrer-Policy,
 * X-Content-Type-Options and Permissions-Policy on every Worker response.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const secure = secureHeadersWith(options)
  const turnstile = options.turnstile
  const withTurnstile =
    turnstile &&
    secureHeadersWith({
      ...options,
      scriptOrigins: [...options.scriptOrigins, ...turnstile.origins],
      frameOrigins: [...options.frameOrigins, ...turnstile.origins],
    })
  return async function securityHeadersMiddleware(c, next) {
    return withTurnstile && turnstile.applies(c) ? withTurnstile(c, next) : secure(c, next)
  }
}

function secureHeadersWith(options: SecurityHeadersOptions): MiddlewareHandler {
  const origins = [...options.imageOrigins, ...options.scriptOrigins, ...options.connectOrigins]
  if (origins.some((origin) => origin.includes("'"))) {
    throw new Error('securityHeaders: origins are hosts, not CSP keywords')
  }
  const scriptHashes = options.scriptHashes ?? []
  for (const hash of scriptHashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) {
      throw new Error(`securityHeaders: ${hash} is not a CSP hash source`)
    }
  }
  const strictDynamic = scriptHashes.length > 0 ? [...scriptHashes, "'strict-dynamic'"] : []
  const scriptUrls = options.scriptUrls ?? []
  for (const url of scriptUrls) {
    const parsed = URL.canParse(url) ? new URL(url) : null
    if (parsed?.protocol !== 'https:' || parsed.pathname === '/' || parsed.search || parsed.hash) {
      throw new Error(`securityHeaders: ${url} is not an https URL with a path and no query`)
    }
  }
  const styleSrc = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]
  const connectSrc = [
    ...(options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]),
    ...options.connectOrigins,
  ]
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...options.scriptOrigins, ...scriptUrls, ...strictDynamic],
      styleSrc,
      // Leaflet positions tiles and markers with style attributes.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...options.imageOrigins],
      fontSrc: ["'self'"],
      connectSrc,
      frameSrc: options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    referrerPolicy: REFERRER_POLICY,
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: ['self'],
      payment: [],
      usb: [],
    },
  })
  return secure
}
