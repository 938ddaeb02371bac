import type { Vehicle } from '../../domain/vehicle.ts'
import type { Formats } from '../../locale/format.ts'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { vehicleDetailMessages } from '../../locale/messages/vehicle-detail.ts'
import type vehicleDetailText from '../../locale/messages/fr/vehicle-detail.ts'
import type attributesText from '../../locale/messages/fr/vehicle-attributes.ts'
import type vocabularyText from '../../locale/messages/fr/vehicle-vocabulary.ts'
import { vehicleVocabularyMessages } from '../../locale/messages/vehicle-vocabulary.ts'

type SpecText = (typeof vehicleDetailText)['specs']
type Vocabulary = typeof vocabularyText & typeof attributesText

/** "2024-03" → "03/2024" ("03.2024"), the way a registration certificate reads. */
function registration(value: string | null, text: SpecText, format: Formats): string {
  if (!value) return text.neverRegistered
  return format.numericDate(value.slice(0, 7))
}

/** Every attribute of a vehicle with its unit (ch, kW, cc, kWh, km, g/km, l/100 km). */
export function vehicleSpecRows(
  vehicle: Vehicle,
  text: SpecText,
  vocabulary: Vocabulary,
  format: Formats
): [string, string][] {
  const a = vehicle.attributes
  const rows: ([string, string] | null)[] = [
    [text.brand, vehicle.brand.name],
    [text.model, vehicle.model.name],
    [text.trim, vehicle.trim],
    [text.category, vocabulary.category[vehicle.category.code]],
    [text.bodyStyle, vocabulary.bodyStyle[vehicle.bodyStyle.code]],
    [text.mileage, format.kilometres(a.mileage)],
    [text.constructionYear, String(a.constructionYear)],
    [text.firstRegistration, registration(a.firstRegistration, text, format)],
    [text.fuel, vocabulary.fuel[vehicle.fuel.code]],
    [text.transmission, vocabulary.transmission[vehicle.transmissionType.code]],
    [text.power, format.power(a.power)],
    a.engineCc ? [text.engineCc, format.displacement(a.engineCc)] : null,
    a.batteryKwh ? [text.battery, format.quantity(a.batteryKwh, 'kWh', 1)] : null,
    [text.consumption, format.consumption(a.consumption)],
    [text.co2, format.co2(a.co2)],
    [text.emissionsClass, vocabulary.emissionsClass[a.emissionsClass.code]],
    [text.drivenAxles, vocabulary.drivenAxles[a.drivenAxles.code]],
    [text.maxWeight, format.quantity(a.maxWeightKg, 'kg')],
    [text.seats, String(a.seats)],
    [text.doors, String(a.doors)],
    [text.exteriorColor, `${vocabulary.color[a.exteriorColor.code]} (${a.exteriorColor.paint})`],
    [text.interiorColor, vocabulary.color[a.interiorColor.code]],
    [text.interiorMaterial, vocabulary.interiorMaterial[a.interiorMaterial.code]],
    [text.vatReportable, vehicle.vatReportable ? text.yes : text.no],
    [text.location, vehicle.location.name],
    [text.reference, String(vehicle.id)],
  ]
  return rows.filter((row): row is [string, string] => row !== null)
}

export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  const text = useMessages(vehicleDetailMessages).specs
  const vocabulary = useMessages(vehicleVocabularyMessages)
  const format = useFormats()
  return (
    <section className="vehicle-detail__section" aria-labelledby="vehicle-specs">
      <h2 id="vehicle-specs">{text.title}</h2>
      <dl className="vehicle-specs">
        {vehicleSpecRows(vehicle, text, vocabulary, format).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
