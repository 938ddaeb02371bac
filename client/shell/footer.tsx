import { footerColumns } from '../config/navigation.ts'
import { siteBasics } from '../config/site-basics.ts'
import { ConsentSettingsButton } from '../features/consent/consent-settings.tsx'
import { Link } from '../navigation/link.tsx'
import { shellMessages } from '../locale/messages/shell.ts'
import { navigationMessages } from '../locale/messages/navigation.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'

export function Footer() {
  const text = useMessages(shellMessages).footer
  const navigation = useMessages(navigationMessages)
  const language = useLanguage()
  return (
    <footer className="footer">
      <div className="container footer__columns">
        <div>
          <p className="footer__brand">{siteBasics.name}</p>
          <p>{siteBasics.description}</p>
        </div>
        {footerColumns(language).map((column) => (
          <nav key={column.key} aria-label={navigation.footerTitles[column.key]}>
            <h2 className="footer__title">{navigation.footerTitles[column.key]}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{navigation.footer[item.key]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__legal">
        <ul className="footer__social" aria-label={text.socialNetworks}>
          {siteBasics.socialLinks.map((social) => (
            <li key={social.network}>
              <a
                href={social.url}
                data-social={social.network}
                rel="noopener noreferrer"
                target="_blank"
              >
                {social.label}
                <span className="visually-hidden">{text.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          {text.copyright}
          {siteBasics.name}
          {text.rights} <ConsentSettingsButton />
        </p>
      </div>
    </footer>
  )
}
