import type { ReactNode } from 'react'
import type { ButtonBlock } from './button/schema.ts'
import { Button } from '../ui/button.tsx'
import { usePageTitle } from './section.tsx'

export type SectionBackground = 'white' | 'light' | 'dark'

interface SectionProps {
  /**
   * The block's `_uid`: names the title's id, which labels the section. Not `useId`: its ids
   * differ between the server document and the hydrated `#root` tree.
   */
  uid?: string
  title?: string
  intro?: string
  background?: SectionBackground
  /** Extra class on the section (layout modifiers of a block). */
  className?: string
  /** Content that spans the full width instead of the centred container. */
  wide?: boolean
  children: ReactNode
  footer?: ReactNode
}

/**
 * The frame every editorial section shares: spacing, background, an optional h2 title and
 * intro, and the section labelled by its title for assistive technology.
 */
export function Section({
  uid,
  title,
  intro,
  background = 'white',
  className,
  wide,
  children,
  footer,
}: SectionProps) {
  const pageTitle = usePageTitle()
  const showTitle = Boolean(title) && title !== pageTitle
  const headingId = uid && showTitle ? `section-${uid}` : undefined
  return (
    <section
      className={['section', `section--${background}`, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      {(showTitle || intro) && (
        <div className="container section__header">
          {showTitle && (
            <h2 id={headingId} className="section__title">
              {title}
            </h2>
          )}
          {intro && <p className="section__intro">{intro}</p>}
        </div>
      )}
      {wide ? children : <div className="container">{children}</div>}
      {footer && <div className="container section__footer">{footer}</div>}
    </section>
  )
}

/** Buttons an editor placed under a block (spec §3 "Button"). */
export function BlockButtons({
  buttons,
  onDark = false,
}: {
  buttons: readonly ButtonBlock[]
  onDark?: boolean
}) {
  if (buttons.length === 0) return null
  return (
    <div className="block-buttons">
      {buttons.map((button) => (
        <Button
          key={button._uid}
          label={button.label}
          to={button.link.href}
          variant={button.variant}
          size={button.size}
          iconPosition={button.icon_position}
          fullWidth={button.full_width}
          onDarkBackground={onDark || button.on_dark_background}
          disabled={button.disabled}
        />
      ))}
    </div>
  )
}
