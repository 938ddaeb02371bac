import type { Location } from '../../client/domain/location.ts'
import type { Vehicle } from '../../client/domain/vehicle.ts'
import type { Language } from '../../client/locale/language.ts'
import { vehiclePath } from '../../client/routes/href.ts'

/** Fuel codes as schema.org `fuelType` text (English, as search engines read it). */
const schemaFuel: Record<string, string> = {
  petrol: 'Gasoline',
  diesel: 'Diesel',
  electric: 'Electric',
  hybrid: 'Hybrid',
  'electric+petrol': 'Plug-in hybrid (gasoline)',
  'electric+diesel': 'Plug-in hybrid (diesel)',
  lpg: 'LPG',
  lpgg3: 'LPG',
  cng: 'CNG',
  hydrogen: 'Hydrogen',
  e85: 'E85',
  'bio-diesel': 'Biodiesel',
  'bio-ethanol': 'Bioethanol',
  other: 'Other',
}

/**
 * The JSON-LD of a vehicle detail page: a schema.org `Car` with its `Offer` (price TVAC in EUR)
 * sold by the dealership (`AutoDealer`), so search engines can show price and availability. Its
 * `url` is the page's own, in the page's `language` (a German page names its German URL).
 */
export function vehicleStructuredData(
  vehicle: Vehicle,
  options: {
    siteUrl: string
    language: Language
    location: Pick<Location, 'name' | 'address' | 'phone'> | null
  }
): object {
  const url = `${options.siteUrl.replace(/\/$/, '')}${vehiclePath(vehicle.slug, options.language)}`
  const { attributes } = vehicle
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${vehicle.title} ${vehicle.trim}`,
    url,
    image: vehicle.images.map((image) => new URL(image.url, options.siteUrl).href),
    brand: { '@type': 'Brand', name: vehicle.brand.name },
    model: vehicle.model.name,
    vehicleConfiguration: vehicle.trim,
    bodyType: vehicle.bodyStyle.label,
    fuelType: schemaFuel[vehicle.fuel.code] ?? vehicle.fuel.label,
    vehicleTransmission: vehicle.transmissionType.label,
    itemCondition:
      vehicle.category.code === 'new'
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: attributes.mileage,
      unitCode: 'KMT',
    },
    productionDate: String(attributes.constructionYear),
    ...(attributes.firstRegistration
      ? { dateVehicleFirstRegistered: attributes.firstRegistration }
      : {}),
    vehicleEngine: {
      '@type': 'EngineSpecification',
      enginePower: { '@type': 'QuantitativeValue', value: attributes.power.kw, unitCode: 'KWT' },
    },
    numberOfDoors: attributes.doors,
    seatingCapacity: attributes.seats,
    color: attributes.exteriorColor.paint,
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.price.purchase.amount,
      priceCurrency: 'EUR',
      availability:
        vehicle.status === 'reserved'
          ? 'https://schema.org/LimitedAvailability'
          : 'https://schema.org/InStock',
      seller: {
        '@type': 'AutoDealer',
        name: options.location?.name ?? vehicle.location.name,
        ...(options.location
          ? {
              telephone: options.location.phone,
              address: {
                '@type': 'PostalAddress',
                streetAddress: options.location.address.street,
                postalCode: options.location.address.postcode,
                addressLocality: options.location.address.town,
                addressCountry: options.location.address.country,
              },
            }
          : {}),
      },
    },
  }
}
