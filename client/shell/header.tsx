import { siteBasics } from '../config/site-basics.ts'
import type { FrameMenu, SiteFrame } from '../domain/site-frame.ts'
import { Link } from '../../framework/router/link.tsx'
import { href, pageHref } from '../routes/href.ts'
import { useRouter } from '../../framework/router/router-context.ts'
import { formatPhone } from '../locale/format.ts'
import { Icon } from '../ui/icons.tsx'
import { shellMessages } from '../locale/messages/shell.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'
import { FrameLink } from './frame-link.tsx'
import { LanguageSwitch } from './language-switch.tsx'

function isCurrent(href: string, location: string): boolean {
  const path = location.split('?')[0] ?? ''
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/**
 * The top bar (site-config story: its text, optionally linked, and its links; a phone link shows
 * as the switchboard's number); `languageSwitch`: where the language switch's links lead (the
 * payload's).
 */
export function TopBar({
  languageSwitch,
  frame,
}: {
  languageSwitch: readonly string[] | undefined
  frame: SiteFrame['topBar']
}) {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        {frame.text && (
          <p>{frame.href ? <Link href={frame.href}>{frame.text}</Link> : frame.text}</p>
        )}
        {frame.links.map((link) =>
          link.href.startsWith('tel:') ? (
            <a key={link.href} href={link.href} className="top-bar__phone">
              <Icon name="phone" size={16} />
              {formatPhone(link.label)}
            </a>
          ) : (
            <FrameLink key={link.href} link={link} className="top-bar__link" />
          )
        )}
        <LanguageSwitch hrefs={languageSwitch} />
      </div>
    </div>
  )
}

/** Where an entry of the main navigation leads: its own link, else its menu's first. */
function entryHref(item: FrameMenu): string | null {
  return item.href ?? item.children[0]?.href ?? null
}

/**
 * Header with the main navigation; on small screens the same links sit in a disclosure that
 * works without JavaScript (`<details>`).
 */
export function Header({ frame }: { frame: SiteFrame['main'] }) {
  const { location } = useRouter()
  const text = useMessages(shellMessages).header
  const language = useLanguage()
  const entry = (item: FrameMenu) => {
    const target = entryHref(item)
    return target === null ? (
      item.label
    ) : (
      <Link href={target} aria-current={isCurrent(target, location) ? 'page' : undefined}>
        {item.label}
      </Link>
    )
  }
  // The desktop bar shows the entries; the phone's menu shows each entry's sub-links under it.
  const links = frame.map((item) => <li key={item.label}>{entry(item)}</li>)
  const mobileLinks = frame.map((item) => (
    <li key={item.label}>
      {entry(item)}
      {item.children.length > 0 && (
        <ul>
          {item.children.map((child) => (
            <li key={child.href}>
              <FrameLink link={child} current={isCurrent(child.href, location)} />
            </li>
          ))}
        </ul>
      )}
    </li>
  ))
  return (
    <header className="header">
      <div className="container header__inner">
        <Link href={pageHref('home', language)} className="header__logo">
          <span className="header__logo-mark" aria-hidden="true">
            A
          </span>
          <span>{siteBasics.name}</span>
        </Link>
        <nav aria-label={text.mainNavigation} className="header__nav">
          <ul>{links}</ul>
        </nav>
        <div className="header__tools">
          <Link href={href('stock-favorite', {}, language)} className="header__tool">
            <Icon name="heart" />
            <span className="visually-hidden">{text.favourites}</span>
          </Link>
          <Link href={href('stock-compare', {}, language)} className="header__tool">
            <Icon name="compare" />
            <span className="visually-hidden">{text.compare}</span>
          </Link>
        </div>
        <details className="mobile-nav">
          <summary>
            <Icon name="menu" />
            <span>{text.menu}</span>
          </summary>
          <nav aria-label={text.mobileNavigation}>
            <ul>{mobileLinks}</ul>
          </nav>
        </details>
      </div>
    </header>
  )
}
