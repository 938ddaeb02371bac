import type { VehicleAttributes } from '../../domain/vehicle.ts'
import { formatDecimal, formatKilometres, formatNumber } from '../../locale/format.ts'

/** The units visitors read (spec §9: ch, cc, kWh), with a space before each as in French. */
const consumptionUnits = { 'l/100km': 'l/100 km', 'kWh/100km': 'kWh/100 km' } as const

/** "5,4 l/100 km" or "16,8 kWh/100 km" (WLTP combined). */
export function formatConsumption(consumption: VehicleAttributes['consumption']): string {
  return `${formatDecimal(consumption.value)} ${consumptionUnits[consumption.unit]}`
}

/** "130 ch (96 kW)": horsepower first, the unit Luxembourg buyers compare. */
export function formatPower(power: VehicleAttributes['power']): string {
  return `${formatNumber(power.hp)} ch (${formatNumber(power.kw)} kW)`
}

export function formatCo2(co2: number): string {
  return `${formatNumber(co2)} g/km`
}

export function formatMileage(mileage: number): string {
  return formatKilometres(mileage)
}

/** The in-app path of a vehicle's detail page; the brand-less URL is the canonical one. */
export function vehiclePath(slug: string): string {
  return `/stock/${slug}`
}
