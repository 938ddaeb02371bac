import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { onConsentChange, readConsent } from '../../features/consent/consent-store.ts'
import { useMessages } from '../../locale/messages.ts'
import { embeddedBlocksMessages } from '../../locale/messages/embedded-blocks.ts'
import './consent-embed.css'

interface ConsentEmbedProps {
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
        <iframe
          className="consent-embed__frame"
          src={src}
          title={title}
          height={height}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
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
