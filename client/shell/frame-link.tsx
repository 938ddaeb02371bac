import type { FrameLink as FrameLinkData } from '../domain/site-frame.ts'
import { shellMessages } from '../locale/messages/shell.ts'
import { useMessages } from '../locale/messages.ts'
import { Link } from '../../framework/router/link.tsx'

/**
 * A link of the page frame (site-config story): an in-app path navigates without a reload, a
 * link an editor set to open a new tab says so to assistive technology.
 */
export function FrameLink({
  link,
  className,
  current,
}: {
  link: FrameLinkData
  className?: string
  current?: boolean
}) {
  const text = useMessages(shellMessages).footer
  if (link.newTab) {
    return (
      <a href={link.href} className={className} rel="noopener noreferrer" target="_blank">
        {link.label}
        <span className="visually-hidden">{text.newTab}</span>
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} aria-current={current ? 'page' : undefined}>
      {link.label}
    </Link>
  )
}
