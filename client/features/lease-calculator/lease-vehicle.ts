import type { LeaseOffer } from '../../domain/lease-offer.ts'
import type { Vehicle } from '../../domain/vehicle.ts'
import type { LeaseVehicle } from './lease-input.ts'

/** What the calculator needs of a stock vehicle. */
export function leaseVehicleOf(vehicle: Vehicle): LeaseVehicle {
  const image = vehicle.images[0]
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicle.title,
    trim: vehicle.trim,
    brand: vehicle.brand,
    category: vehicle.category.code,
    priceInclVat: vehicle.price.purchase.amount,
    colour: {
      code: vehicle.attributes.exteriorColor.code,
      paint: vehicle.attributes.exteriorColor.paint,
    },
    co2: vehicle.attributes.co2,
    fuel: vehicle.fuel.label,
    image: image
      ? { url: image.url, width: image.width, height: image.height, alt: image.alt }
      : { url: '', width: 1200, height: 800, alt: vehicle.title },
  }
}

/**
 * What the calculator needs of a lease offer: the vehicle it is quoted for (its list price and
 * colour). An offer is no stock vehicle: id 0 and no slug.
 */
export function leaseVehicleOfOffer(offer: LeaseOffer): LeaseVehicle {
  return {
    id: 0,
    slug: '',
    title: offer.title,
    trim: offer.trim,
    brand: offer.brand,
    category: 'new',
    priceInclVat: offer.vehiclePrice.amount,
    colour: { code: 'stock', paint: offer.configuration.color },
    co2: offer.co2,
    fuel: offer.fuel,
    image: offer.image,
  }
}
