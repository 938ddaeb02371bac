import { mainNavigation, topBar } from '../config/navigation.ts'
import { siteBasics } from '../config/site-basics.ts'
import { Link } from '../navigation/link.tsx'
import { href, pageHref } from '../routes/href.ts'
import { useRouter } from '../navigation/router-context.ts'
import { formatPhone, telHref } from '../locale/format.ts'
import { Icon } from '../ui/icons.tsx'
import { shellMessages } from '../locale/messages/shell.ts'
import { navigationMessages } from '../locale/messages/navigation.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'
import { LanguageSwitch } from './language-switch.tsx'

function isCurrent(href: string, location: string): boolean {
  const path = location.split('?')[0] ?? ''
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/** The top bar; `languageSwitch`: where the language switch leads (the payload's). */
export function TopBar({ languageSwitch }: { languageSwitch: string | undefined }) {
  const navigation = useMessages(navigationMessages)
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <p>{navigation.topBar}</p>
        <a href={telHref(topBar.phone)} className="top-bar__phone">
          <Icon name="phone" size={16} />
          {formatPhone(topBar.phone)}
        </a>
        <LanguageSwitch href={languageSwitch} />
      </div>
    </div>
  )
}

/**
 * Header with the main navigation; on small screens the same links sit in a disclosure that
 * works without JavaScript (`<details>`).
 */
export function Header() {
  const { location } = useRouter()
  const text = useMessages(shellMessages).header
  const navigation = useMessages(navigationMessages).main
  const language = useLanguage()
  const links = mainNavigation(language).map((item) => (
    <li key={item.href}>
      <Link href={item.href} aria-current={isCurrent(item.href, location) ? 'page' : undefined}>
        {navigation[item.key]}
      </Link>
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
            <ul>{links}</ul>
          </nav>
        </details>
      </div>
    </header>
  )
}
