import { renderToStaticMarkup } from 'react-dom/server'
import {
  PAYLOAD_ELEMENT_ID,
  type PagePayload,
  type ShareImage,
} from '../../framework/payload/payload.ts'
import { siteConfig } from '../../client/config/site-config.ts'
import { type Language, LOCALES } from '../../client/locale/language.ts'
import { LanguageProvider } from '../../client/locale/messages.ts'
import { languageOfRouteId } from '../../client/routes/route-table.ts'
import { ConsentNotice } from '../../client/features/consent/consent-notice.tsx'
import { createIsolateCache } from '../cache/isolate-cache.ts'
import { hreflangLinks } from '../seo/hreflang.ts'
import { moduleLoaderScript } from './inline-scripts.ts'
import { jsonForScript } from './json-script.ts'
import { TURNSTILE_META } from '../../client/features/lead-forms/turnstile-meta.ts'
import type { PageAssets } from './page-assets.ts'
import { type ConversionMarker, LEAD_CONVERSION_ELEMENT_ID } from '../leads/lead-conversion.ts'

export interface DocumentParts {
  payload: PagePayload
  /** The payload already serialised with `jsonForScript` (it also feeds the ETag). */
  payloadJson: string
  assets: PageAssets
  /** Client monitoring, when configured (a Sentry DSN is public by design). */
  monitoring: { dsn: string; environment: string } | null
  /** Turnstile's public site key, when the lead forms show its challenge (docs/decisions/0041). */
  turnstileSiteKey?: string | null
  /**
   * On a no-JavaScript confirmation, the lead's analytics event (docs/decisions/0058): JSON after
   * `#root`, outside what React hydrates, read by the analytics code.
   */
  leadConversion?: ConversionMarker | null
}

/** `og:image` and its size, and the large preview card where there is a picture. */
function ShareImageMeta({ image }: { image: ShareImage }) {
  return (
    <>
      <meta property="og:image" content={image.url} />
      {image.url.startsWith('https:') && (
        <meta property="og:image:secure_url" content={image.url} />
      )}
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      {image.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}

/** The document's head: static markup, never hydrated; the browser router updates it. */
function DocumentHead({
  payload,
  assets,
  monitoring,
  turnstileSiteKey,
}: Omit<DocumentParts, 'payloadJson'>) {
  const { meta } = payload
  const language = languageOfRouteId(payload.routeId)
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={meta.canonical} />
      {hreflangLinks(payload).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:locale" content={LOCALES[language].replace('-', '_')} />
      {meta.shareImage && <ShareImageMeta image={meta.shareImage} />}
      <meta name="twitter:site" content={siteConfig.twitter} />
      <meta name="theme-color" content="#0b3d91" />
      {monitoring && <meta name="sentry-dsn" content={monitoring.dsn} />}
      {monitoring && <meta name="sentry-environment" content={monitoring.environment} />}
      {turnstileSiteKey && <meta name={TURNSTILE_META} content={turnstileSiteKey} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {assets.fonts.map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
      ))}
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {/* Tiny and blocking on purpose: it decides whether the consent notice shows at first paint. */}
      {assets.headScripts.map((src) => (
        <script key={src} src={src} />
      ))}
      {assets.inlineHeadScripts.map((code) => (
        <script key={code} dangerouslySetInnerHTML={{ __html: code }} />
      ))}
      {meta.preloadImage && (
        <link rel="preload" as="image" href={meta.preloadImage} fetchPriority="high" />
      )}
      {/* The app's code comes after what the first paint needs (styles, the font, the LCP image):
          the server-rendered page is readable without it, so it must not compete for bandwidth. */}
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
      {meta.structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </head>
  )
}

function DocumentTail({
  payloadJson,
  assets,
  language,
}: Pick<DocumentParts, 'payloadJson' | 'assets'> & { language: Language }) {
  return (
    <LanguageProvider value={language}>
      <ConsentNotice />
      <script
        type="application/json"
        id={PAYLOAD_ELEMENT_ID}
        dangerouslySetInnerHTML={{ __html: payloadJson }}
      />
      {/* A build inserts its modules from one inline script whose hash the CSP lists, so the CSP
          can trust what they load without a host allowlist (docs/decisions/0045). */}
      {assets.inlineLoader ? (
        <script dangerouslySetInnerHTML={{ __html: moduleLoaderScript(assets.scripts) }} />
      ) : (
        assets.scripts.map((src) => (
          <script key={src} type="module" src={src} fetchPriority="low" />
        ))
      )}
    </LanguageProvider>
  )
}

/** The lead's conversion as inert JSON (never executed; the CSP needs no hash for it). */
function conversionScript(marker: ConversionMarker | null | undefined): string {
  if (!marker) return ''
  return `<script type="application/json" id="${LEAD_CONVERSION_ELEMENT_ID}">${jsonForScript(marker)}</script>`
}

/**
 * The HTML around `#root`: everything before it and everything after it. Only `#root` is
 * rendered as a React root (and hydrated); no inline executable script, data travels as JSON.
 */
export function documentFrame(parts: DocumentParts): { before: string; after: string } {
  const language = languageOfRouteId(parts.payload.routeId)
  return {
    before: `<!DOCTYPE html><html lang="${LOCALES[language]}">${documentHead(parts)}<body><div id="root">`,
    after: `</div>${conversionScript(parts.leadConversion)}${documentTail(parts.payloadJson, parts.assets, language)}</body></html>`,
  }
}

/**
 * Heads already rendered, by all they are made of. Pages that differ only by their query (the
 * stock overview's filters and pages, tracking parameters) mostly share a head, and a render of
 * its own costs about a tenth of the stock overview's whole render (docs/decisions/0030).
 */
export const renderedHeads = createIsolateCache<string>({
  maxEntries: 200,
  ttlMs: 10 * 60_000,
  maxWeight: 2_000_000,
  weigh: (head) => head.length,
})

/** The markup of `<head>`, rendered once per isolate for the same meta, assets and monitoring. */
function documentHead({ payload, assets, monitoring, turnstileSiteKey }: DocumentParts): string {
  // Everything of the meta but what the head never shows: the language switch's target carries
  // the page's query (`/de/stock?fuel=diesel`), which would make every filtered URL a miss.
  const { languageSwitch: _switch, breadcrumbs: _trail, ...shown } = payload.meta
  const key = JSON.stringify([
    payload.kind,
    shown,
    assets,
    monitoring,
    turnstileSiteKey ?? null,
    languageOfRouteId(payload.routeId),
  ])
  let head = renderedHeads.get(key)
  if (head === undefined) {
    head = renderToStaticMarkup(
      <DocumentHead
        payload={payload}
        assets={assets}
        monitoring={monitoring}
        turnstileSiteKey={turnstileSiteKey}
      />
    )
    renderedHeads.set(key, head)
  }
  return head
}

/** Stands for the payload in the tail rendered once: no JSON contains a NUL character raw. */
const PAYLOAD_SLOT = '\u0000'
/** The tail around its payload, by language and script list: the same for a language's pages. */
const tails = new Map<string, readonly [string, string]>()

/**
 * The markup after `#root`: the consent notice, the payload, the scripts. Only the payload
 * changes from page to page, so the rest is rendered once per isolate (docs/decisions/0024).
 */
function documentTail(payloadJson: string, assets: PageAssets, language: Language): string {
  const key = `${language} ${assets.inlineLoader} ${assets.scripts.join(' ')}`
  let around = tails.get(key)
  if (!around) {
    const html = renderToStaticMarkup(
      <DocumentTail payloadJson={PAYLOAD_SLOT} assets={assets} language={language} />
    )
    const at = html.indexOf(PAYLOAD_SLOT)
    around = [html.slice(0, at), html.slice(at + PAYLOAD_SLOT.length)]
    tails.set(key, around)
  }
  return around[0] + payloadJson + around[1]
}
