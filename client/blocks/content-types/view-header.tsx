import type { ReactNode } from 'react'
import '../blocks.css'

/** The header of a content type view: eyebrow, the page's h1, a lead paragraph, extras. */
export function ViewHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <header className="container view-header">
      {eyebrow && <p className="view-header__eyebrow">{eyebrow}</p>}
      <h1 className="view-header__title">{title}</h1>
      {lead && <p className="view-header__lead">{lead}</p>}
      {children}
    </header>
  )
}
