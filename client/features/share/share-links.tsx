import { useSyncExternalStore } from 'react'
import { useMessages } from '../../locale/messages.ts'
import { shareMessages } from '../../locale/messages/share.ts'
import { Icon } from '../../ui/icons.tsx'
import { shareTargets } from './share-targets.ts'
import './share-links.css'

export interface ShareLinksProps {
  /** The page's absolute address (its canonical URL). */
  url: string
  /** What the page is about, as a shared message names it. */
  title: string
}

const noSubscription = () => () => undefined
const canShare = () => typeof navigator.share === 'function'
const canCopy = () => typeof navigator.clipboard?.writeText === 'function'
const onServer = () => false

/** The buttons' code, fetched on the first press: nothing of it is in the page's load. */
const action = () => import('./share-action.ts')

/**
 * Share the page: WhatsApp and e-mail as plain links (they work without JavaScript), and once the
 * app runs, the phone's share sheet (Web Share API) where the browser has one and "copy the link"
 * where it can write to the clipboard. Buttons that cannot work are never shown: the server and the
 * first hydration render the links alone.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const text = useMessages(shareMessages)
  const native = useSyncExternalStore(noSubscription, canShare, onServer)
  const clipboard = useSyncExternalStore(noSubscription, canCopy, onServer)
  const targets = shareTargets({ url, title, body: text.mailBody(title, url) })
  return (
    <div className="share-links" role="group" aria-label={text.label} data-testid="share-links">
      {native && (
        <button
          type="button"
          className="share-links__item share-links__item--primary"
          onClick={() => void action().then((module) => module.shareNatively({ url, title }))}
        >
          {text.share}
        </button>
      )}
      <a
        className="share-links__item"
        href={targets.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
      >
        {text.whatsapp}
        <span className="visually-hidden">{text.newTab}</span>
      </a>
      <a className="share-links__item" href={targets.email}>
        <Icon name="mail" size={16} /> {text.email}
      </a>
      {clipboard && (
        <button
          type="button"
          className="share-links__item"
          onClick={() => void action().then((module) => module.copyLink(url, text))}
        >
          {text.copy}
        </button>
      )}
    </div>
  )
}
