import type { Formats } from '../../locale/format.ts'

/**
 * A numeric filter's value as the overview writes it, on its sliders and in its chips: an amount
 * as the page writes every price ("€2,500" in English, "2 500 €" in French), a year as it is
 * ("2021"), any other number with its unit after a no-break space ("60 ch", "50 000 km").
 */
export function rangeValueText(
  value: number,
  filter: { unit: string; money: boolean },
  format: Formats
): string {
  if (filter.money) return format.price(value)
  return filter.unit ? `${format.number(value)}\u00a0${filter.unit}` : String(value)
}
