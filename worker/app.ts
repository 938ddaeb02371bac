import { Hono } from 'hono'
import { siteConfig } from '../client/config/site-config.ts'
import { buildRoutes } from './api/builds.ts'
import { smokeLeadRoutes } from './api/smoke-lead.ts'
import { cmsWebhookRoutes } from './api/cms-webhook.ts'
import { stockWebhookRoutes } from './api/stock-webhook.ts'
import { tradeInRoutes } from './api/trade-in.ts'
import type { AppEnv } from './app-env.ts'
import { createPageCache, type PageCache } from './cache/page-cache.ts'
import {
  createGenerationMemo,
  GENERATION_ISOLATE_TTL,
  type GenerationMemo,
} from './content/generation-memo.ts'
import {
  clientKeyOf,
  createContentRateLimiter,
  type ContentRateLimiter,
} from './content/rate-limiter.ts'
import { healthRoutes } from './health/health-routes.ts'
import { createReadiness, type Readiness } from './health/readiness.ts'
import { platform } from './platform.ts'
import { leadsRoutes } from './leads/routes.ts'
import { alertRoutes } from './alerts/alert-routes.ts'
import { localServicesOverHttp } from './local-services/http-bridge.ts'
import { dataRequests } from './middleware/data-requests.ts'
import { legacyRedirects } from './middleware/legacy-redirects.ts'
import { locale } from './middleware/locale.ts'
import { mockDataWarning } from './middleware/mock-data-warning.ts'
import { turnstileWarning } from './middleware/turnstile-warning.ts'
import { turnstileSiteKey } from './leads/turnstile.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { deploymentCspSources } from './middleware/deployment-csp.ts'
import { trimTrailingSlash } from './middleware/trailing-slash.ts'
import { reportError } from './monitoring/report-error.ts'
import { DATA_PREFIX } from '../framework/payload/payload.ts'
import { notFoundPage, pageRoutes } from './pages/page-routes.ts'
import { previewMode } from './preview/preview-mode.ts'
import { previewRoutes } from './preview/preview-routes.ts'
import { isBot } from './render/bots.ts'
import { inlineScriptHashes } from './render/page-assets.ts'
import { robotsTxt } from './seo/robots.ts'
import { createServices, type UpstreamDeadlines } from './services.ts'
import { sitemapRoutes } from './sitemap/sitemap-routes.ts'
import { vehicleRoutes } from './api/vehicles.ts'
import { endpoints } from '../client/api/endpoints.ts'
import { previewStoryEndpoint } from '../client/pages/content/preview-endpoint.ts'
import { languageOfPath } from '../client/routes/route-table.ts'
import { workerAnswersMessages } from '../client/locale/messages/worker-answers.ts'
import { messagesOf } from '../client/locale/messages.ts'

declare const __BUILD_TIMESTAMP__: number

/**
 * Paths the app answers before its page routes (below): no editor preview opens them, so a
 * preview link never lists drafts (the sitemaps) or reaches an API with draft content.
 */
const NOT_PAGES = /^\/(?:api|builds|sitemaps?|robots\.txt|__local)(?:[/.]|$)/

/** What an app keeps across the requests of its isolate (tests pass their own, with a clock). */
export interface AppOptions {
  /** Rendered pages (docs/decisions/0018). */
  pageCache?: PageCache
  /** The content generation as the isolate knows it (worker/content/generation-memo.ts). */
  generations?: GenerationMemo
  /** Clock of the KV caches' freshness (worker/cache/cached.ts), in milliseconds. */
  now?: () => number
  /** Storyblok requests per second this isolate allows itself (worker/content/rate-limiter.ts). */
  contentLimiter?: ContentRateLimiter
  /** Shorter upstream deadlines (worker/services.ts); production keeps each client's own. */
  upstreamDeadlines?: UpstreamDeadlines
  /** The readiness probes' memory (worker/health/readiness.ts). */
  readiness?: Readiness
}

/**
 * The Worker's HTTP app. Order of spec DESIGN §1: legacy redirects, security headers and
 * locale, API routes, then the page routes of the shared route table.
 */
export function createApp(options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  // One of each per app, hence per isolate (index.ts creates the app once).
  const pageCache = options.pageCache ?? createPageCache()
  const generations =
    options.generations ?? createGenerationMemo({ ttlMs: GENERATION_ISOLATE_TTL * 1000 })
  const contentLimiter = options.contentLimiter ?? createContentRateLimiter()

  app.use(async function context(c, next) {
    const { config, upstreamFetch } = platform(c.env, c.executionCtx)
    c.set('config', config)
    c.set('isBot', isBot(c.req.header('user-agent')))
    c.set(
      'services',
      createServices({
        env: c.env,
        config,
        upstreamFetch,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        generations,
        // Each client gets a share of the isolate's Storyblok budget, never all of it.
        contentLimiter: contentLimiter.forClient(clientKeyOf(c.req.header('cf-connecting-ip'))),
        now: options.now,
        deadlines: options.upstreamDeadlines,
      })
    )
    await next()
  })
  // Before anything that answers pages: the legacy redirects and the page routes read it.
  app.use(dataRequests())
  // The embedded default's local services over HTTP, for tools (`/__local/…`, USE_MOCKS only).
  // The local Management API's publish webhook comes back through this app, as Storyblok's would.
  app.use(
    '/__local/*',
    localServicesOverHttp({
      webhook: (request, env, ctx) => Promise.resolve(app.fetch(request, env, ctx)),
    })
  )
  app.use(mockDataWarning())
  app.use(turnstileWarning())
  // Before the security headers: a validated editor preview adjusts them on the way out.
  app.use(previewMode({ isPage: (path) => !NOT_PAGES.test(path) }))
  app.use(
    securityHeaders({
      dev: import.meta.env.DEV,
      // Third-party hosts from the deployment's configuration (docs/decisions/0054).
      ...deploymentCspSources(siteConfig),
      // A build's inline gate and module loader, and through them what the site loads itself.
      scriptHashes: inlineScriptHashes,
      // Turnstile's script and challenge frame, only where the forms show it (a site key is set).
      turnstile: {
        applies: (c) => turnstileSiteKey(c.get('config')) !== null,
        origins: ['https://challenges.cloudflare.com'],
      },
    })
  )
  // Legacy redirects come right after the security headers rather than before them (DESIGN §1
  // lists them first): the 301s and the page-not-found page of dead old URLs then carry HSTS and
  // the CSP like every other answer, for the cost of setting a few headers (docs/decisions/0008).
  app.use(legacyRedirects({ notFound: notFoundPage }))
  app.use(trimTrailingSlash())
  app.use(locale({ supported: siteConfig.availableLocales, fallback: siteConfig.defaultLocale }))

  app.route('/builds', buildRoutes(__BUILD_TIMESTAMP__))
  app.route(
    '/',
    healthRoutes({
      readiness: options.readiness ?? createReadiness(),
      buildTimestamp: __BUILD_TIMESTAMP__,
    })
  )
  app.route('/api/smoke', smokeLeadRoutes())
  app.get('/robots.txt', (c) => c.text(robotsTxt(c.get('config').SITE_URL)))

  app.route(endpoints.leads.path, leadsRoutes())
  app.route('/api/alerts', alertRoutes())
  app.route('/api/cms/webhook', cmsWebhookRoutes({ generations }))
  app.route('/api/stock/webhook', stockWebhookRoutes({ pageCache }))
  app.route(previewStoryEndpoint.path, previewRoutes())
  app.route('/', sitemapRoutes())
  app.route(endpoints.tradeIn.path, tradeInRoutes())

  app.route(endpoints.vehicles.path, vehicleRoutes())

  // One set of page routes for documents and for client-navigation payloads (`pageRequest`).
  const pages = pageRoutes({ cache: pageCache })
  app.route(DATA_PREFIX, pages)
  app.route('/', pages)

  app.onError((error, c) => {
    const path = new URL(c.req.url).pathname
    reportError(error, { path })
    // The language of the page asked for (a payload request's page is below its prefix): an error
    // may come before any routing, but the path is known.
    const page = path.startsWith(`${DATA_PREFIX}/`) ? path.slice(DATA_PREFIX.length) : path
    const language = languageOfPath(page)
    return c.text(messagesOf(workerAnswersMessages, language).serviceUnavailable, 500)
  })
  return app
}
