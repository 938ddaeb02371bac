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
  /** Third-party scripts loaded only after consent (tag manager, booking tool). */
  scriptOrigins: string[]
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
  const styleSrc = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]
  const connectSrc = [
    ...(options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]),
    ...options.connectOrigins,
  ]
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...options.scriptOrigins],
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
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    referrerPolicy: 'strict-origin-when-cross-origin',
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
