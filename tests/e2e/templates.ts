import { locations } from '../../scripts/demo-data/locations.ts'
import { generateStock } from '../../scripts/demo-data/stock.ts'

const stock = generateStock()
const vehicle = stock.vehicles.find((v) => v.status === 'available')!
/** The demo stock keeps some sold vehicles: their pages answer 410 (linked from nowhere). */
const sold = stock.vehicles.find((v) => v.status === 'sold')!
const model = stock.models.find((m) => m.brand === vehicle.brand) ?? stock.models[0]!
const location = locations[0]!

/** One path per page template of the site, with the status it answers. */
export const templates: { name: string; path: string; status: number }[] = [
  { name: 'home', path: '/', status: 200 },
  { name: 'content page', path: '/services/carrosserie', status: 200 },
  { name: 'news list', path: '/news', status: 200 },
  { name: 'stock overview', path: '/stock', status: 200 },
  { name: 'vehicle detail', path: `/stock/${vehicle.slug}`, status: 200 },
  { name: 'vehicle interest form', path: `/stock/${vehicle.slug}/interessee`, status: 200 },
  { name: 'vehicle test-drive form', path: `/stock/${vehicle.slug}/essai-routier`, status: 200 },
  { name: 'lease calculator', path: `/stock/${vehicle.slug}/lease-calculator`, status: 200 },
  { name: 'brand models', path: `/${model.brand}/models`, status: 200 },
  { name: 'model detail', path: `/${model.brand}/models/${model.slug}`, status: 200 },
  { name: 'model contact form', path: `/${model.brand}/models/${model.slug}/contact`, status: 200 },
  {
    name: 'model test-drive form',
    path: `/${model.brand}/models/${model.slug}/testdrive`,
    status: 200,
  },
  { name: 'compare', path: '/stock/comparer', status: 200 },
  { name: 'favourites', path: '/stock/favoris', status: 200 },
  { name: 'dealership overview', path: '/concessions', status: 200 },
  { name: 'dealership', path: `/concessions/${location.slug}`, status: 200 },
  { name: 'brand page', path: `/${model.brand}`, status: 200 },
  { name: 'private lease', path: '/private-lease', status: 200 },
  { name: 'contact', path: '/contact', status: 200 },
  { name: 'legal notice', path: '/mentions-legales', status: 200 },
  { name: 'page not found', path: '/cette-page-n-existe-pas', status: 404 },
  { name: 'vehicle not found', path: '/stock/999999999-1-kia-ceed', status: 404 },
  { name: 'sold vehicle', path: `/stock/${sold.slug}`, status: 410 },
]
