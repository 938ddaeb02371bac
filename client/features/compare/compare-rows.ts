import type { VehicleSummary } from '../../domain/vehicle.ts'
import {
  formatCo2,
  formatConsumption,
  formatKilometres,
  formatPower,
  formatQuantity,
} from '../../locale/format.ts'

export interface CompareRow {
  label: string
  value: (vehicle: VehicleSummary) => string
}

const orDash = (value: string | null | undefined) => value || '—'

/** Every attribute the stock gives, one row each, in the order a buyer reads them. */
export const compareRows: readonly CompareRow[] = [
  { label: 'Prix', value: (v) => `${v.price.purchase.formatted} ${v.price.purchase.suffix}` },
  {
    label: 'Prix avant remise',
    value: (v) => orDash(v.price.purchase.beforeDiscount?.formatted),
  },
  {
    label: 'Leasing privé dès',
    value: (v) => (v.price.leaseFrom ? `${v.price.leaseFrom.formatted} par mois` : '—'),
  },
  { label: 'Catégorie', value: (v) => v.category.label },
  { label: 'Version', value: (v) => v.trim },
  { label: 'Carrosserie', value: (v) => v.bodyStyle.label },
  { label: 'Carburant', value: (v) => v.fuel.label },
  { label: 'Boîte de vitesses', value: (v) => v.transmissionType.label },
  { label: 'Kilométrage', value: (v) => formatKilometres(v.attributes.mileage) },
  { label: 'Année de construction', value: (v) => String(v.attributes.constructionYear) },
  {
    label: 'Première immatriculation',
    value: (v) => orDash(v.attributes.firstRegistration?.split('-').reverse().join('/')),
  },
  { label: 'Puissance', value: (v) => formatPower(v.attributes.power) },
  {
    label: 'Cylindrée',
    value: (v) => (v.attributes.engineCc ? formatQuantity(v.attributes.engineCc, 'cc') : '—'),
  },
  {
    label: 'Batterie',
    value: (v) => (v.attributes.batteryKwh ? `${v.attributes.batteryKwh} kWh` : '—'),
  },
  { label: 'Consommation (WLTP)', value: (v) => formatConsumption(v.attributes.consumption) },
  { label: 'CO₂ (WLTP)', value: (v) => formatCo2(v.attributes.co2) },
  { label: 'Norme d’émissions', value: (v) => v.attributes.emissionsClass.label },
  { label: 'Transmission', value: (v) => v.attributes.drivenAxles.label },
  {
    label: 'Poids maximal',
    value: (v) => formatQuantity(v.attributes.maxWeightKg, 'kg'),
  },
  { label: 'Sellerie', value: (v) => v.attributes.interiorMaterial.label },
  { label: 'Places', value: (v) => String(v.attributes.seats) },
  { label: 'Portes', value: (v) => String(v.attributes.doors) },
  { label: 'Couleur extérieure', value: (v) => v.attributes.exteriorColor.paint },
  { label: 'Couleur intérieure', value: (v) => v.attributes.interiorColor.label },
  { label: 'TVA récupérable', value: (v) => (v.vatReportable ? 'Oui' : 'Non') },
  { label: 'Concession', value: (v) => v.location.name },
]

/** True when the vehicles do not all show the same value in this row. */
export function rowDiffers(row: CompareRow, vehicles: readonly VehicleSummary[]): boolean {
  return new Set(vehicles.map(row.value)).size > 1
}
