import { formatNumber } from '../../locale/format.ts'

/**
 * A count with its noun, singular up to one as French wants it: "0 véhicule", "1 véhicule",
 * "2 véhicules".
 */
export function countText(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count < 2 ? one : many}`
}

export function vehicleCount(count: number): string {
  return countText(count, 'véhicule', 'véhicules')
}
