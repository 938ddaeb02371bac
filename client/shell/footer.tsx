import { siteBasics } from '../config/site-basics.ts'
import type { SiteFrame } from '../domain/site-frame.ts'
import { ConsentSettingsButton } from '../features/consent/consent-settings.tsx'
import { shellMessages } from '../locale/messages/shell.ts'
import { navigationMessages } from '../locale/messages/navigation.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'
import { Link } from '../../framework/router/link.tsx'
import { href } from '../routes/href.ts'
import { FrameLink } from './frame-link.tsx'

/**
 * The footer: its text, link columns, legal and social links come from the site-config story;
 * the legal notice (a trader's duty, docs/decisions/0054) is always linked, whatever the story says.
 */
export function Footer({ frame }: { frame: SiteFrame['footer'] }) {
  const text = useMessages(shellMessages).footer
  const navigation = useMessages(navigationMessages)
  const language = useLanguage()
  const legalNotice = href('legal-notice', {}, language)
  return (
    <footer className="footer">
      <div className="container footer__columns">
        <div>
          <p className="footer__brand">{siteBasics.name}</p>
          <p>{frame.text}</p>
        </div>
        {frame.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <FrameLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__legal">
        <ul className="footer__social" aria-label={text.socialNetworks}>
          {frame.social.map((social) => (
            <li key={social.platform}>
              <a
                href={social.href}
                data-social={social.platform}
                rel="noopener noreferrer"
                target="_blank"
              >
                {navigation.social[social.platform]}
                <span className="visually-hidden">{text.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="footer__social" aria-label={navigation.legal}>
          <li>
            <Link href={legalNotice} data-testid="legal-notice-link">
              {text.legalNotice}
            </Link>
          </li>
          {frame.legal
            .filter((link) => link.href !== legalNotice)
            .map((link) => (
              <li key={link.href}>
                <FrameLink link={link} />
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
