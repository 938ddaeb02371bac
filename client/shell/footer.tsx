import { footerColumns } from '../config/navigation.ts'
import { siteConfig } from '../config/site-config.ts'
import { Link } from '../navigation/link.tsx'

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__columns">
        <div>
          <p className="footer__brand">{siteConfig.name}</p>
          <p>{siteConfig.description}</p>
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
        <p>© 2026 {siteConfig.name}. Tous droits réservés. Prix TVAC, TVA luxembourgeoise de 17 %.</p>
      </div>
    </footer>
  )
}
