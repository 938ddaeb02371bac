/**
 * The one place where numbers, money, distances and power become French text (fr-LU as a reader
 * in Luxembourg writes it: "49 490 €", "19 700 km", "130 ch (96 kW)"; dates, "23 juin 2026", in
 * format-date.ts).
 *
 * Written out by hand rather than left to `Intl.NumberFormat`: CLDR's fr-LU groups thousands with
 * a dot ("49.490 €"), which readers here do not write, and the ICU data of workerd and of the
 * visitor's browser may differ, so the server's HTML and the browser's hydration could disagree.
 * Plain arithmetic gives the same characters everywhere (docs/decisions, number formatting ADR).
 *
 * Typography: thousands are grouped with a narrow no-break space (U+202F), the decimal sign is a
 * comma, and a unit or symbol follows its number after a no-break space (U+00A0), so "49 490 €"
 * never wraps.
 */
import type { Language } from './language.ts'
import { countsMessages } from './messages/counts.ts'
import { messagesOf } from './messages.ts'

/** Between groups of thousands: "49 490". */
export const GROUP_SEPARATOR = '\u202f'
/** Between a number and its unit: "49 490 €", "19 700 km". */
export const UNIT_SPACE = '\u00a0'

/** "49490" → "49 490" (digits only, no sign). */
function groupDigits(digits: string): string {
  // Most numbers of a page (counts, years, power) have no thousands: no regular expression then.
  return digits.length < 4 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR)
}

/**
 * A number with exactly `fractionDigits` decimals, rounded half away from zero:
 * `formatFixed(1234.5, 2)` → "1 234,50". Integers are computed on scaled integers, so the
 * result does not depend on the runtime's float-to-string conversion.
 */
export function formatFixed(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) return '—'
  const scale = 10 ** fractionDigits
  // The epsilon keeps 1.005 × 100 = 100.49999… from rounding down.
  const scaled = Math.round(Math.abs(value) * scale + 1e-7)
  const whole = Math.floor(scaled / scale)
  const fraction = scaled - whole * scale
  const sign = value < 0 && scaled !== 0 ? '-' : ''
  const decimals = fractionDigits > 0 ? `,${String(fraction).padStart(fractionDigits, '0')}` : ''
  return `${sign}${groupDigits(String(whole))}${decimals}`
}

/** A whole number: `formatNumber(19700)` → "19 700". */
export function formatNumber(value: number): string {
  return formatFixed(value, 0)
}

/**
 * A count with its noun, singular up to one as French wants it: "0 véhicule", "1 véhicule",
 * "2 véhicules".
 */
export function countText(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count < 2 ? one : many}`
}

/**
 * "24 véhicules", "24 Fahrzeuge": the stock's counts, the noun and its plural rule from the
 * language's catalogue.
 */
export function vehicleCount(count: number, language: Language): string {
  return messagesOf(countsMessages, language).vehicles(count, formatNumber(count))
}

/**
 * A number with at most `maxFractionDigits` decimals, trailing zeros dropped:
 * `formatDecimal(5.4)` → "5,4", `formatDecimal(5)` → "5", `formatDecimal(4.9, 2)` → "4,9".
 */
export function formatDecimal(value: number, maxFractionDigits = 1): string {
  const text = formatFixed(value, maxFractionDigits)
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text
}

/** A number followed by its unit: `formatQuantity(1598, 'cc')` → "1 598 cc". */
export function formatQuantity(value: number, unit: string, maxFractionDigits = 0): string {
  return `${formatDecimal(value, maxFractionDigits)}${UNIT_SPACE}${unit}`
}

/**
 * An amount of integer cents: whole euros without decimals ("49 490 €"), otherwise with two
 * ("412,50 €"). Money is counted in integer cents wherever it is added up (lease quotes), so a
 * total always equals the sum of the amounts shown.
 */
export function formatCents(cents: number): string {
  const rounded = Math.round(cents)
  return `${formatFixed(rounded / 100, rounded % 100 === 0 ? 0 : 2)}${UNIT_SPACE}€`
}

/** Euros to integer cents, for sums that must add up: `toCents(412.5)` → 41250. */
export function toCents(euros: number): number {
  return Math.round(euros * 100 + Math.sign(euros) * 1e-7)
}

/** An amount in euros, shown like `formatCents`: `formatPrice(49490)` → "49 490 €". */
export function formatPrice(euros: number): string {
  return formatCents(toCents(euros))
}

/** "19 700 km". */
export function formatKilometres(value: number): string {
  return formatQuantity(value, 'km')
}

/** "130 ch (96 kW)": horsepower first, the unit Luxembourg buyers compare (spec §9: ch). */
export function formatPower(power: { hp: number; kw: number }): string {
  return `${formatQuantity(power.hp, 'ch')} (${formatQuantity(power.kw, 'kW')})`
}

/** WLTP combined consumption: "5,4 l/100 km", "16,8 kWh/100 km". */
export function formatConsumption(consumption: {
  value: number
  unit: 'l/100km' | 'kWh/100km'
}): string {
  return formatQuantity(consumption.value, consumption.unit.replace('/100km', '/100 km'), 1)
}

/** "128 g/km" (WLTP CO2). */
export function formatCo2(gramsPerKm: number): string {
  return formatQuantity(gramsPerKm, 'g/km')
}

/** "4,5 %" from a share (0.045). */
export function formatPercent(share: number, maxFractionDigits = 1): string {
  return formatQuantity(share * 100, '%', maxFractionDigits)
}

/** A phone number as shown: no-break spaces and hyphens, so it never wraps mid-number. */
export function formatPhone(phone: string): string {
  return phone.trim().replace(/\s+/g, '\u00a0').replaceAll('-', '\u2011')
}

/** "+352 26 44 10 00" → "tel:+35226441000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
