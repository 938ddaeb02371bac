/** The site's only locale (spec §1). */
export const LOCALE = 'fr-LU'

// Intl formatters are costly to build and safe to share: built once per isolate.
const euro = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})
const euroCents = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' })
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })
const date = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Luxembourg',
})

export function formatPrice(amount: number, withCents = false): string {
  return (withCents ? euroCents : euro).format(amount)
}

export function formatNumber(value: number): string {
  return integer.format(value)
}

export function formatDecimal(value: number): string {
  return decimal.format(value)
}

export function formatKilometres(value: number): string {
  return `${integer.format(value)} km`
}

export function formatDate(value: Date | string): string {
  return date.format(typeof value === 'string' ? new Date(value) : value)
}

/** A phone number as shown: no-break spaces and hyphens, so it never wraps mid-number. */
export function formatPhone(phone: string): string {
  return phone.trim().replace(/\s+/g, '\u00a0').replaceAll('-', '\u2011')
}

/** "+352 26 44 10 00" → "tel:+35226441000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
