import { href } from '../../routes/href.ts'

/** The in-app path of a vehicle's detail page; the brand-less URL is the canonical one. */
export function vehiclePath(slug: string): string {
  return href('stock-vehicle', { vehicle: slug })
}
