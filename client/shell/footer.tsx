import { footerColumns } from '../config/navigation.ts'
import { siteBasics } from '../config/site-basics.ts'
import { ConsentSettingsButton } from '../features/consent/consent-settings.tsx'
import { Link } from '../navigation/link.tsx'

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__columns">
        <div>
          <p className="footer__brand">{siteBasics.name}</p>
          <p>{siteBasics.description}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__legal">
        <ul className="footer__social" aria-label="Réseaux sociaux">
          {siteBasics.socialLinks.map((social) => (
            <li key={social.network}>
              <a
                href={social.url}
                data-social={social.network}
                rel="noopener noreferrer"
                target="_blank"
              >
                {social.label}
                <span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          © 2026 {siteBasics.name}. Tous droits réservés. Prix TVAC, TVA luxembourgeoise de 17 %.{' '}
          <ConsentSettingsButton />
        </p>
      </div>
    </footer>
  )
}
