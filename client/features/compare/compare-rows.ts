import type { VehicleSummary } from '../../domain/vehicle.ts'
import {
  formatCo2,
  formatConsumption,
  formatKilometres,
  formatPower,
  formatQuantity,
} from '../../locale/format.ts'
import type compareText from '../../locale/messages/fr/compare.ts'

type RowText = typeof compareText.rows

export interface CompareRow {
  /** The row's label in the catalogue (compareMessages' `rows.labels`). */
  label: keyof RowText['labels']
  value: (vehicle: VehicleSummary, text: RowText) => string
}

const orDash = (value: string | null | undefined) => value || '—'

/** Every attribute the stock gives, one row each, in the order a buyer reads them. */
export const compareRows: readonly CompareRow[] = [
  { label: 'price', value: (v) => `${v.price.purchase.formatted} ${v.price.purchase.suffix}` },
  {
    label: 'priceBeforeDiscount',
    value: (v) => orDash(v.price.purchase.beforeDiscount?.formatted),
  },
  {
    label: 'privateLeaseFrom',
    value: (v, text) => (v.price.leaseFrom ? text.perMonth(v.price.leaseFrom.formatted) : '—'),
  },
  { label: 'category', value: (v) => v.category.label },
  { label: 'trim', value: (v) => v.trim },
  { label: 'bodyStyle', value: (v) => v.bodyStyle.label },
  { label: 'fuel', value: (v) => v.fuel.label },
  { label: 'transmissionType', value: (v) => v.transmissionType.label },
  { label: 'mileage', value: (v) => formatKilometres(v.attributes.mileage) },
  { label: 'constructionYear', value: (v) => String(v.attributes.constructionYear) },
  {
    label: 'firstRegistration',
    value: (v) => orDash(v.attributes.firstRegistration?.split('-').reverse().join('/')),
  },
  { label: 'power', value: (v) => formatPower(v.attributes.power) },
  {
    label: 'engineCc',
    value: (v) => (v.attributes.engineCc ? formatQuantity(v.attributes.engineCc, 'cc') : '—'),
  },
  {
    label: 'battery',
    value: (v) => (v.attributes.batteryKwh ? `${v.attributes.batteryKwh} kWh` : '—'),
  },
  { label: 'consumption', value: (v) => formatConsumption(v.attributes.consumption) },
  { label: 'co2', value: (v) => formatCo2(v.attributes.co2) },
  { label: 'emissionsClass', value: (v) => v.attributes.emissionsClass.label },
  { label: 'drivenAxles', value: (v) => v.attributes.drivenAxles.label },
  {
    label: 'maxWeight',
    value: (v) => formatQuantity(v.attributes.maxWeightKg, 'kg'),
  },
  { label: 'interiorMaterial', value: (v) => v.attributes.interiorMaterial.label },
  { label: 'seats', value: (v) => String(v.attributes.seats) },
  { label: 'doors', value: (v) => String(v.attributes.doors) },
  { label: 'exteriorColor', value: (v) => v.attributes.exteriorColor.paint },
  { label: 'interiorColor', value: (v) => v.attributes.interiorColor.label },
  { label: 'vatReportable', value: (v, text) => (v.vatReportable ? text.yes : text.no) },
  { label: 'location', value: (v) => v.location.name },
]

/** True when the vehicles do not all show the same value in this row. */
export function rowDiffers(
  row: CompareRow,
  vehicles: readonly VehicleSummary[],
  text: RowText
): boolean {
  return new Set(vehicles.map((vehicle) => row.value(vehicle, text))).size > 1
}
