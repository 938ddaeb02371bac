import type { Breadcrumb } from '../../framework/payload/payload.ts'
import { Link } from '../../framework/router/link.tsx'
import { shellMessages } from '../locale/messages/shell.ts'
import { useMessages } from '../locale/messages.ts'

/** The trail above the page: each level links to its page, a level without a page is text. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const text = useMessages(shellMessages)
  if (items.length < 2) return null
  return (
    <nav aria-label={text.breadcrumbs} className="breadcrumbs container">
      <ol>
        {items.map((item, index) => (
          <li key={`${index}:${item.label}`}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : item.href ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
