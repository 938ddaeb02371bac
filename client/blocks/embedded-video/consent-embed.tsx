import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { onConsentChange, readConsent } from '../../features/consent/consent-store.ts'
import { useMessages } from '../../locale/messages.ts'
import { embeddedBlocksMessages } from '../../locale/messages/embedded-blocks.ts'
import './consent-embed.css'

/**
 * What a framed page of each kind may do (`sandbox`): only what it needs, never navigate this
 * site's tab (`allow-top-navigation*`), open modal dialogs or download files.
 *
 * - `video` (embedded-video: YouTube's privacy-enhanced player, Vimeo): the player runs script
 *   on its own origin (`allow-scripts allow-same-origin`; it is cross-origin, so this does not
 *   reach the site), casts (`allow-presentation`), and opens "watch on YouTube" in a new tab
 *   that works normally (`allow-popups allow-popups-to-escape-sandbox`). Full screen comes from
 *   `allow`/`allowFullScreen`, not the sandbox.
 * - `page` (iframe block: a partner's page from `siteConfig.embedOrigins`, e.g. the tyre
 *   catalogue): the same, plus its own forms (`allow-forms`), without `allow-presentation`.
 *
 * The other embedding blocks (embedded-form, embedded-recruitment-widget,
 * embedded-appointment-grid) render the site's own markup, not frames; rich text has no embeds.
 * Both kinds send only the site's origin as referrer (the page URL may hold a token), which
 * YouTube's player requires, and load lazily.
 */
export const SANDBOX_BY_KIND = {
  video:
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  page: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
} as const
export type EmbedKind = keyof typeof SANDBOX_BY_KIND

interface EmbedFrameProps {
  kind: EmbedKind
  title: string
  src: string
  height?: number
}

/** The frame itself, once allowed. */
export function EmbedFrame({ kind, title, src, height }: EmbedFrameProps) {
  return (
    <iframe
      className="consent-embed__frame"
      src={src}
      title={title}
      height={height}
      loading="lazy"
      sandbox={SANDBOX_BY_KIND[kind]}
      allow={
        kind === 'video'
          ? 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen'
          : 'fullscreen'
      }
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}

interface ConsentEmbedProps {
  /** What the framed page may do (SANDBOX_BY_KIND). */
  kind: EmbedKind
  /** Title of the frame (required for accessibility) and of the placeholder. */
  title: string
  /** The player or page to frame once allowed. */
  src: string
  /** "Charger la vidéo (YouTube)". */
  loadLabel: string
  /** Who receives the visitor's data, in the notice. */
  provider: string
  /** A plain link to the content elsewhere, for visitors who would rather not load the embed. */
  fallback?: { href: string; label: string }
  /** Fixed frame height in CSS pixels; without it the frame is 16:9. */
  height?: number
  poster?: ReactNode
}

function subscribe(onChange: () => void): () => void {
  return onConsentChange(onChange)
}

function marketingConsent(): boolean {
  return readConsent()?.marketing ?? false
}

/**
 * A third-party frame that waits for consent (GDPR): nothing is requested from the provider
 * until the visitor accepts marketing cookies (banner, `dealer:consent`) or asks for this one
 * embed with the button. Server HTML is always the placeholder, so hydration never differs.
 */
export function ConsentEmbed({
  kind,
  title,
  src,
  loadLabel,
  provider,
  fallback,
  height,
  poster,
}: ConsentEmbedProps) {
  // Server and hydration render the placeholder (no consent known there), then the stored choice.
  const consented = useSyncExternalStore(subscribe, marketingConsent, () => false)
  const text = useMessages(embeddedBlocksMessages).consent
  const [requested, setRequested] = useState(false)

  const frameStyle = height ? 'consent-embed--fixed' : 'consent-embed--video'
  if (consented || requested) {
    return (
      <div className={`consent-embed ${frameStyle}`}>
        <EmbedFrame kind={kind} title={title} src={src} height={height} />
      </div>
    )
  }
  return (
    <div className={`consent-embed ${frameStyle} consent-embed--placeholder`}>
      {poster}
      <div className="consent-embed__notice">
        <p className="consent-embed__title">{title}</p>
        <p className="consent-embed__text">{text.notice(provider)}</p>
        <button
          type="button"
          className="button button--primary button--medium px-4 py-3"
          onClick={() => setRequested(true)}
        >
          {loadLabel}
        </button>
        {fallback && (
          <a className="consent-embed__fallback" href={fallback.href} rel="noopener noreferrer">
            {fallback.label}
          </a>
        )}
      </div>
    </div>
  )
}
