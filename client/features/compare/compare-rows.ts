import type { VehicleSummary } from '../../domain/vehicle.ts'
import type { Formats } from '../../locale/format.ts'
import type compareText from '../../locale/messages/fr/compare.ts'

type RowText = typeof compareText.rows

export interface CompareRow {
  /** The row's label in the catalogue (compareMessages' `rows.labels`). */
  label: keyof RowText['labels']
  value: (
    vehicle: VehicleSummary,
    text: RowText,
    format: Formats,
    /** A stock price's suffix in the page's language (client/locale/price-suffix.ts). */
    suffix: (suffix: string) => string
  ) => string
}

/** Every attribute the stock gives, one row each, in the order a buyer reads them. */
export const compareRows: readonly CompareRow[] = [
  {
    label: 'price',
    value: (v, _, format, suffix) =>
      `${format.price(v.price.purchase.amount)} ${suffix(v.price.purchase.suffix)}`,
  },
  {
    label: 'priceBeforeDiscount',
    value: (v, _, format) => {
      const before = v.price.purchase.beforeDiscount
      return before ? format.price(before.amount) : '—'
    },
  },
  {
    label: 'privateLeaseFrom',
    value: (v, text, format) =>
      v.price.leaseFrom ? text.perMonth(format.price(v.price.leaseFrom.amount)) : '—',
  },
  { label: 'category', value: (v) => v.category.label },
  { label: 'trim', value: (v) => v.trim },
  { label: 'bodyStyle', value: (v) => v.bodyStyle.label },
  { label: 'fuel', value: (v) => v.fuel.label },
  { label: 'transmissionType', value: (v) => v.transmissionType.label },
  { label: 'mileage', value: (v, _, format) => format.kilometres(v.attributes.mileage) },
  { label: 'constructionYear', value: (v) => String(v.attributes.constructionYear) },
  {
    label: 'firstRegistration',
    value: (v, _, format) => {
      const date = v.attributes.firstRegistration
      return date ? format.numericDate(date) : '—'
    },
  },
  { label: 'power', value: (v, _, format) => format.power(v.attributes.power) },
  {
    label: 'engineCc',
    value: (v, _, format) =>
      v.attributes.engineCc ? format.displacement(v.attributes.engineCc) : '—',
  },
  {
    label: 'battery',
    value: (v, _, format) =>
      v.attributes.batteryKwh ? format.quantity(v.attributes.batteryKwh, 'kWh', 1) : '—',
  },
  { label: 'consumption', value: (v, _, format) => format.consumption(v.attributes.consumption) },
  { label: 'co2', value: (v, _, format) => format.co2(v.attributes.co2) },
  { label: 'emissionsClass', value: (v) => v.attributes.emissionsClass.label },
  { label: 'drivenAxles', value: (v) => v.attributes.drivenAxles.label },
  {
    label: 'maxWeight',
    value: (v, _, format) => format.quantity(v.attributes.maxWeightKg, 'kg'),
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
  text: RowText,
  format: Formats,
  suffix: (suffix: string) => string
): boolean {
  return new Set(vehicles.map((vehicle) => row.value(vehicle, text, format, suffix))).size > 1
}
