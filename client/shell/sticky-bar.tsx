import type { PageMeta } from '../../framework/payload/payload.ts'
import { topBar } from '../config/navigation.ts'
import { Link } from '../../framework/router/link.tsx'
import { telHref } from '../locale/format.ts'
import { pageHref } from '../routes/href.ts'
import { Icon } from '../ui/icons.tsx'
import { shellMessages } from '../locale/messages/shell.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'

/**
 * The bar that stays at the bottom of small screens: the three things visitors come for. On a
 * page about one dealership's vehicle it calls that dealership, not the group's switchboard, and
 * on a vehicle's or a model's page "Essai" books a drive of that car.
 */
export function StickyBar({
  contact,
  testDrive,
}: {
  contact?: PageMeta['contact'] | undefined
  testDrive?: string | undefined
}) {
  const text = useMessages(shellMessages).stickyBar
  const language = useLanguage()
  return (
    <nav className="sticky-bar" aria-label={text.label}>
      <Link href={pageHref('stock', language)}>
        <Icon name="car" />
        <span>{text.stock}</span>
      </Link>
      <Link href={testDrive ?? pageHref('testDrive', language)}>
        <Icon name="clock" />
        <span>{text.testDrive}</span>
      </Link>
      <a
        href={telHref(contact?.phone ?? topBar.phone)}
        aria-label={contact ? text.callDealer(contact.name) : undefined}
        data-testid="sticky-call"
      >
        <Icon name="phone" />
        <span>{text.call}</span>
      </a>
    </nav>
  )
}
