/**
 * The one place where numbers, money, distances and power become text, per language (ADR 0038):
 * French as a reader in Luxembourg writes it ("49 490 €", "19 700 km", "130 ch (96 kW)") and
 * German as a Luxembourg or German reader writes it ("49.490 €", "19.700 km", "130 PS (96 kW)").
 * Dates are in format-date.ts and format-calendar-date.ts. Nothing here defaults to a language:
 * the Worker renders both languages in one isolate, so every caller says which one it writes.
 *
 * Written out by hand rather than left to `Intl.NumberFormat`: CLDR's fr-LU groups thousands with
 * a dot ("49.490 €"), which French readers here do not write, and the ICU data of workerd and of
 * the visitor's browser may differ (a build without full ICU, another CLDR version), so the
 * server's HTML and the browser's hydration could disagree. Plain arithmetic gives the same
 * characters everywhere (docs/decisions/0038).
 *
 * Typography: the decimal sign is a comma in both languages; thousands are grouped with a narrow
 * no-break space (U+202F) in French and a dot in German; a unit or symbol follows its number after
 * a no-break space (U+00A0), so "49 490 €" never wraps.
 */
import { LANGUAGE_SETTINGS, type Language, type NumberConventions } from './language.ts'
import { countsMessages } from './messages/counts.ts'
import { messagesOf, useLanguage } from './messages.ts'

/** Between a number and its unit, in every language: "49 490 €", "19.700 km". */
const UNIT_SPACE = '\u00a0'

/** What sets one language's numbers apart: its LANGUAGES entry's conventions (language.ts). */
const conventionsOf = (language: Language): NumberConventions => LANGUAGE_SETTINGS[language].numbers

/** One language's formatters, bound to it: `formatsFor('de').price(49490)` → "49.490 €". */
export type Formats = {
  readonly language: Language
  /** A whole number: "19 700", "19.700". */
  number(value: number): string
  /** Exactly `fractionDigits` decimals, rounded half away from zero: "1 234,50", "1.234,50". */
  fixed(value: number, fractionDigits: number): string
  /** At most `maxFractionDigits` decimals, trailing zeros dropped: "5,4", "5". */
  decimal(value: number, maxFractionDigits?: number): string
  /** A number followed by its unit: "1 598 kg", "1.598 kg". */
  quantity(value: number, unit: string, maxFractionDigits?: number): string
  /** Integer cents: whole euros without decimals ("49 490 €"), other amounts with two ("412,50 €"). */
  cents(cents: number): string
  /** Euros, shown like `cents`: "49 490 €", "49.490 €". */
  price(euros: number): string
  /** "19 700 km", "19.700 km". */
  kilometres(value: number): string
  /** "130 ch (96 kW)", "130 PS (96 kW)": horsepower first, the unit buyers compare (spec §9). */
  power(power: { hp: number; kw: number }): string
  /** An engine's displacement: "1 598 cc", "1.598 cm³". */
  displacement(cubicCentimetres: number): string
  /** WLTP combined consumption: "5,4 l/100 km", "16,8 kWh/100 km". */
  consumption(consumption: { value: number; unit: 'l/100km' | 'kWh/100km' }): string
  /** "128 g/km" (WLTP CO2). */
  co2(gramsPerKm: number): string
  /** "4,5 %" from a share (0.045), in both languages (DIN 5008 also spaces the sign). */
  percent(share: number, maxFractionDigits?: number): string
  /** An ISO date or month in digits, day first: "15/03/2021", "03/2021", "15.03.2021". */
  numericDate(isoDate: string): string
  /** "24 véhicules", "24 Fahrzeuge": the noun and its plural rule from the counts catalogue. */
  vehicleCount(count: number): string
}

/** "49490" → "49 490" (digits only, no sign). */
function groupDigits(digits: string, group: string): string {
  // Most numbers of a page (counts, years, power) have no thousands: no regular expression then.
  return digits.length < 4 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group)
}

function createFormats(language: Language): Formats {
  const conventions = conventionsOf(language)

  // Integers are computed on scaled integers, so the result does not depend on the runtime's
  // float-to-string conversion.
  const fixed = (value: number, fractionDigits: number): string => {
    if (!Number.isFinite(value)) return '—'
    const scale = 10 ** fractionDigits
    // The epsilon keeps 1.005 × 100 = 100.49999… from rounding down.
    const scaled = Math.round(Math.abs(value) * scale + 1e-7)
    const whole = Math.floor(scaled / scale)
    const fraction = scaled - whole * scale
    const sign = value < 0 && scaled !== 0 ? '-' : ''
    const decimals =
      fractionDigits > 0
        ? `${conventions.decimal}${String(fraction).padStart(fractionDigits, '0')}`
        : ''
    return `${sign}${groupDigits(String(whole), conventions.group)}${decimals}`
  }
  const number = (value: number): string => fixed(value, 0)
  const decimal = (value: number, maxFractionDigits = 1): string => {
    const text = fixed(value, maxFractionDigits)
    if (!text.includes(conventions.decimal)) return text
    // The decimal sign stops the trailing zeros' removal: "20,0" → "20", never "2".
    const trimmed = text.replace(/0+$/, '')
    return trimmed.endsWith(conventions.decimal) ? trimmed.slice(0, -1) : trimmed
  }
  const quantity = (value: number, unit: string, maxFractionDigits = 0): string =>
    `${decimal(value, maxFractionDigits)}${UNIT_SPACE}${unit}`
  const cents = (amount: number): string => {
    const rounded = Math.round(amount)
    const text = fixed(rounded / 100, rounded % 100 === 0 ? 0 : 2)
    if (conventions.euro === 'after') return `${text}${UNIT_SPACE}€`
    // "€49,490", "-€5": the sign before the symbol.
    return text.startsWith('-') ? `-€${text.slice(1)}` : `€${text}`
  }

  return {
    language,
    number,
    fixed,
    decimal,
    quantity,
    cents,
    price: (euros) => cents(toCents(euros)),
    kilometres: (value) => quantity(value, 'km'),
    power: (power) => `${quantity(power.hp, conventions.horsepower)} (${quantity(power.kw, 'kW')})`,
    displacement: (cubicCentimetres) => quantity(cubicCentimetres, conventions.displacement),
    consumption: (consumption) =>
      quantity(consumption.value, consumption.unit.replace('/100km', '/100 km'), 1),
    co2: (gramsPerKm) => quantity(gramsPerKm, 'g/km'),
    percent: (share, maxFractionDigits = 1) =>
      conventions.percent === 'spaced'
        ? quantity(share * 100, '%', maxFractionDigits)
        : `${decimal(share * 100, maxFractionDigits)}%`,
    numericDate: (isoDate) => isoDate.split('-').reverse().join(conventions.dateSeparator),
    vehicleCount: (count) => messagesOf(countsMessages, language).vehicles(count, number(count)),
  }
}

// One immutable set of functions per language, built on first use: no state of a request.
const formatsByLanguage: Partial<Record<Language, Formats>> = {}

/**
 * The formatters of `language` (in components: `useFormats()`).
 *
 * @example formatsFor('de').power({ hp: 150, kw: 110 }) // "150 PS (110 kW)"
 */
export function formatsFor(language: Language): Formats {
  return (formatsByLanguage[language] ??= createFormats(language))
}

/**
 * The formatters of the page's language. Here rather than in a module of its own: every page
 * formats, and a separate module would be one more chunk on every first load.
 */
export function useFormats(): Formats {
  return formatsFor(useLanguage())
}

/** Euros to integer cents, for sums that must add up: `toCents(412.5)` → 41250. */
export function toCents(euros: number): number {
  return Math.round(euros * 100 + Math.sign(euros) * 1e-7)
}

/** A phone number as shown: no-break spaces and hyphens, so it never wraps mid-number. */
export function formatPhone(phone: string): string {
  return phone.trim().replace(/\s+/g, '\u00a0').replaceAll('-', '\u2011')
}

/** "+352 26 44 10 00" → "tel:+35226441000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
