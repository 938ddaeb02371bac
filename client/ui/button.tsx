import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Link } from '../../framework/router/link.tsx'
import { Icon, type IconName } from './icons.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost'
export type ButtonSize = 'large' | 'medium' | 'small'
export type IconPosition = 'start' | 'end'

/** Paddings of spec §9, as utility classes. */
export const buttonPadding: Record<ButtonSize, string> = {
  large: 'px-6 py-4',
  medium: 'px-4 py-3',
  small: 'px-2 py-1',
}

interface ButtonOwnProps {
  label: ReactNode
  /** A path or URL: renders a link; without it, a button. */
  to?: string
  disabled?: boolean
  variant?: ButtonVariant
  size?: ButtonSize
  /** An icon name, `false` for none; defaults to the arrow of spec §9. */
  icon?: IconName | false
  iconPosition?: IconPosition
  fullWidth?: boolean
  onDarkBackground?: boolean
}

type ButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonOwnProps | 'children'>

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  onDarkBackground = false,
}: Pick<ButtonOwnProps, 'variant' | 'size' | 'fullWidth' | 'onDarkBackground'>): string {
  return [
    'button',
    `button--${variant}`,
    `button--${size}`,
    buttonPadding[size],
    fullWidth ? 'button--full' : '',
    onDarkBackground ? 'button--on-dark' : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * The Button of spec §4 and §9: four variants, three sizes, an icon at the start or the end
 * (20px, 16px when small; an up-right arrow by default, up-left when at the start).
 */
export function Button({
  label,
  to,
  disabled = false,
  variant,
  size = 'medium',
  icon,
  iconPosition = 'end',
  fullWidth,
  onDarkBackground,
  type = 'button',
  ...rest
}: ButtonProps) {
  const className = buttonClassName({ variant, size, fullWidth, onDarkBackground })
  const iconName =
    icon === false
      ? null
      : (icon ?? (iconPosition === 'start' ? 'arrow-up-left' : 'arrow-up-right'))
  const glyph = iconName ? <Icon name={iconName} size={size === 'small' ? 16 : 20} /> : null
  const content = (
    <>
      {iconPosition === 'start' && glyph}
      <span>{label}</span>
      {iconPosition === 'end' && glyph}
    </>
  )
  if (to !== undefined && !disabled) {
    return (
      <Link href={to} className={className}>
        {content}
      </Link>
    )
  }
  return (
    <button type={type} className={className} disabled={disabled} {...rest}>
      {content}
    </button>
  )
}
