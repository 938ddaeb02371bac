import type { Breadcrumb } from '../app/payload.ts'
import { Link } from '../navigation/link.tsx'

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length < 2) return null
  return (
    <nav aria-label="Fil d'Ariane" className="breadcrumbs container">
      <ol>
        {items.map((item, index) => (
          <li key={item.href}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link href={item.href}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
