import { topBar } from '../config/navigation.ts'
import { Link } from '../navigation/link.tsx'
import { telHref } from '../locale/format.ts'
import { Icon } from '../ui/icons.tsx'

/** The bar that stays at the bottom of small screens: the three things visitors come for. */
export function StickyBar() {
  return (
    <nav className="sticky-bar" aria-label="Accès rapide">
      <Link href="/stock">
        <Icon name="car" />
        <span>Stock</span>
      </Link>
      <Link href="/reserver-un-essai">
        <Icon name="clock" />
        <span>Essai</span>
      </Link>
      <a href={telHref(topBar.phone)}>
        <Icon name="phone" />
        <span>Appeler</span>
      </a>
    </nav>
  )
}
