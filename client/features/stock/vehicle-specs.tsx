import type { Vehicle } from '../../domain/vehicle.ts'
import {
  formatCo2,
  formatConsumption,
  formatKilometres,
  formatPower,
  formatQuantity,
} from '../../locale/format.ts'

/** "2024-03" → "03/2024", the way a registration certificate reads. */
function registration(value: string | null): string {
  if (!value) return 'Jamais immatriculé'
  const [year, month] = value.split('-')
  return month ? `${month}/${year}` : value
}

/** Every attribute of a vehicle with its unit (ch, kW, cc, kWh, km, g/km, l/100 km). */
export function vehicleSpecRows(vehicle: Vehicle): [string, string][] {
  const a = vehicle.attributes
  const rows: ([string, string] | null)[] = [
    ['Marque', vehicle.brand.name],
    ['Modèle', vehicle.model.name],
    ['Version', vehicle.trim],
    ['Catégorie', vehicle.category.label],
    ['Carrosserie', vehicle.bodyStyle.label],
    ['Kilométrage', formatKilometres(a.mileage)],
    ['Année de construction', String(a.constructionYear)],
    ['Première immatriculation', registration(a.firstRegistration)],
    ['Carburant', vehicle.fuel.label],
    ['Boîte de vitesses', vehicle.transmissionType.label],
    ['Puissance', formatPower(a.power)],
    a.engineCc ? ['Cylindrée', formatQuantity(a.engineCc, 'cc')] : null,
    a.batteryKwh ? ['Capacité de la batterie', formatQuantity(a.batteryKwh, 'kWh', 1)] : null,
    ['Consommation WLTP combinée', formatConsumption(a.consumption)],
    ['Émissions de CO₂ (WLTP)', formatCo2(a.co2)],
    ['Norme d’émission', a.emissionsClass.label],
    ['Roues motrices', a.drivenAxles.label],
    ['Masse maximale autorisée', formatQuantity(a.maxWeightKg, 'kg')],
    ['Places', String(a.seats)],
    ['Portes', String(a.doors)],
    ['Couleur extérieure', `${a.exteriorColor.label} (${a.exteriorColor.paint})`],
    ['Couleur intérieure', a.interiorColor.label],
    ['Garnissage', a.interiorMaterial.label],
    ['TVA déductible', vehicle.vatReportable ? 'Oui' : 'Non'],
    ['Concession', vehicle.location.name],
    ['Référence', String(vehicle.id)],
  ]
  return rows.filter((row): row is [string, string] => row !== null)
}

export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  return (
    <section className="vehicle-detail__section" aria-labelledby="vehicle-specs">
      <h2 id="vehicle-specs">Caractéristiques</h2>
      <dl className="vehicle-specs">
        {vehicleSpecRows(vehicle).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
