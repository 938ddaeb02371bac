import type { ComponentType } from 'react'
import { App } from '../../client/app/app.tsx'
import { PAYLOAD_ELEMENT_ID, type PagePayload } from '../../client/app/payload.ts'
import { siteConfig } from '../../client/config/site-config.ts'
import { RouterContext, serverRouter } from '../../client/navigation/router-context.ts'
import type { PageProps } from '../../client/pages/page-modules.ts'
import { jsonForScript } from './json-script.ts'
import type { PageAssets } from './page-assets.ts'

/**
 * The HTML document. Only `#root` is hydrated; the head is server-rendered and updated by the
 * browser router on navigation. No inline executable script: data travels as JSON.
 */
export function Document({
  payload,
  payloadJson,
  Page,
  assets,
  monitoring,
  location,
}: {
  payload: PagePayload
  /** The payload already serialised with `jsonForScript` (it also feeds the ETag). */
  payloadJson: string
  Page: ComponentType<PageProps<never>> | null
  assets: PageAssets
  /** Client monitoring, when configured (a Sentry DSN is public by design). */
  monitoring: { dsn: string; environment: string } | null
  /** The requested path and query, as the browser router will see it. */
  location: string
}) {
  const { meta } = payload
  return (
    <html lang="fr-LU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={meta.canonical} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={siteConfig.name} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        <meta property="og:locale" content="fr_LU" />
        <meta name="twitter:site" content={siteConfig.twitter} />
        <meta name="theme-color" content="#0b3d91" />
        {monitoring && <meta name="sentry-dsn" content={monitoring.dsn} />}
        {monitoring && <meta name="sentry-environment" content={monitoring.environment} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {meta.preloadImage && (
          <link rel="preload" as="image" href={meta.preloadImage} fetchPriority="high" />
        )}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {meta.structuredData.map((data, index) => (
          <script
            key={index}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
          />
        ))}
      </head>
      <body>
        <div id="root">
          <RouterContext value={serverRouter(location)}>
            <App payload={payload} Page={Page} />
          </RouterContext>
        </div>
        <script
          type="application/json"
          id={PAYLOAD_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: payloadJson }}
        />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  )
}
