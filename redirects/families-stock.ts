import type { Random } from '../scripts/demo-data/stock-random.ts'
import type { DemoSite, LegacyRow } from './families-pages.ts'

const row = (family: string, oldPath: string, target: string, code = '301'): LegacyRow => ({
  family,
  oldPath,
  target,
  code,
})

/** `{id}-1-{brand}-{model}` of a stock vehicle: the longest brand/model pair its slug starts with. */
export function vehicleTarget(
  site: DemoSite,
  vehicle: { id: number; slug: string }
): { brand: string; model: string; short: string } | null {
  const rest = vehicle.slug.slice(`${vehicle.id}-1-`.length)
  let best: { brand: string; model: string } | null = null
  for (const m of site.models) {
    const prefix = `${m.brand}-${m.slug}`
    if (
      (rest === prefix || rest.startsWith(`${prefix}-`)) &&
      (!best || prefix.length > best.brand.length + best.model.length + 1)
    ) {
      best = { brand: m.brand, model: m.slug }
    }
  }
  return best && { ...best, short: `${vehicle.id}-1-${best.brand}-${best.model}` }
}

/** Old vehicle pages of the current stock, their forms, sold vehicles and stale targets. */
export function vehicleFamilies(site: DemoSite, random: Random): LegacyRow[] {
  const rows: LegacyRow[] = []
  for (const vehicle of site.vehicles) {
    const target = vehicleTarget(site, vehicle)
    if (!target) continue
    const words = vehicle.slug.slice(`${vehicle.id}-1-`.length)
    rows.push(
      row(
        'vehicle',
        `/fr/vehicules-occasion-stock/${vehicle.id}/${words}`,
        `/stock/${target.short}`
      )
    )
    rows.push(row('vehicle', `/fr/vehicule/${vehicle.id}`, `/stock/${target.short}`))
    if (vehicle.id % 10 === 0) {
      rows.push(
        row(
          'vehicle',
          `/fr/vehicule/${vehicle.id}/demande-information`,
          `/stock/${target.short}/interessee`
        )
      )
      rows.push(
        row('vehicle', `/fr/vehicule/${vehicle.id}/essai`, `/stock/${target.short}/essai-routier`)
      )
    }
  }
  // Vehicles sold before the migration: their ids are above the current stock's.
  const firstSold = Math.max(0, ...site.vehicles.map((v) => v.id)) + 1
  for (let id = firstSold; id < firstSold + 680; id++) {
    const model = random.pick(site.models)
    const target = random.chance(0.5) ? `/${model.brand}` : '/stock'
    rows.push(
      row('sold-vehicle', `/fr/vehicules-occasion-stock/${id}/${model.brand}-${model.slug}`, target)
    )
  }
  // Rows written when these vehicles were in stock: their targets no longer show a vehicle.
  for (let id = firstSold + 680; id < firstSold + 686; id++) {
    const model = random.pick(site.models)
    rows.push(
      row(
        'stale-vehicle-target',
        `/fr/vehicule/${id}`,
        `/stock/${id}-1-${model.brand}-${model.slug}`
      )
    )
  }
  return rows
}

const fuels = ['petrol', 'diesel', 'electric', 'hybrid', 'electric+petrol', 'lpg', 'cng']
const ranges = {
  price: [
    '0-10000',
    '10000-15000',
    '15000-20000',
    '20000-30000',
    '30000-40000',
    '40000-60000',
    '60000-',
  ],
  kilometers: ['0-10000', '10000-50000', '50000-100000', '100000-150000', '150000-'],
  power: ['0-100', '100-150', '150-200', '200-300', '300-'],
}
const sorts = [
  'price_asc',
  'price_desc',
  'mileage_asc',
  'mileage_desc',
  'year_desc',
  'year_asc',
  'date_desc',
]

/**
 * One filtered listing of the old stock pages, filters in the old site's order. Used-stock
 * listings go to /stock (keeping the brand filter); new-stock listings fall back to the brand
 * page or /stock.
 */
export function listingRow(site: DemoSite, random: Random): LegacyRow {
  const used = random.chance(0.85)
  const params: [string, string][] = []
  const count = random.weighted([1, 2, 3, 4, 5, 6], (n) => [35, 30, 18, 10, 5, 2][n - 1] ?? 1)
  const chosen = new Set<string>()
  while (chosen.size < count)
    chosen.add(random.pick(['fuel', 'transmission', 'brand', 'price', 'kilometers', 'power']))
  let brand: string | null = null
  for (const name of ['fuel', 'transmission', 'brand', 'price', 'kilometers', 'power'] as const) {
    if (!chosen.has(name)) continue
    if (name === 'fuel') params.push([name, random.pick(fuels)])
    else if (name === 'transmission') params.push([name, random.pick(['manual', 'automatic'])])
    else if (name === 'brand') params.push([name, (brand = random.pick(site.brands))])
    else params.push([name, random.pick(ranges[name])])
  }
  if (random.chance(0.5)) params.push(['sort_by', random.pick(sorts)])
  if (random.chance(0.6)) params.push(['page', String(1 + Math.floor(29 * random.next() ** 2))])
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
  if (used)
    return row(
      'used-listing',
      `/fr/vehicules-occasion-stock?${query}`,
      brand ? `/stock?brand=${brand}` : '/stock',
      random.chance(0.01) ? '' : '301'
    )
  return row('new-listing', `/fr/vehicules-neufs-stock?${query}`, brand ? `/${brand}` : '/stock')
}

const retiredModels: Record<string, string[]> = {
  ford: ['mondeo', 'fiesta', 'galaxy', 's-max', 'ka-plus', 'ecosport', 'b-max', 'c-max'],
  kia: ['stinger', 'soul', 'optima', 'carens', 'venga'],
  hyundai: ['ix20', 'ix35', 'i40', 'getz', 'veloster'],
  opel: ['insignia', 'zafira', 'meriva', 'adam', 'karl', 'cascada'],
  jeep: ['cherokee'],
  fiat: ['punto', 'bravo', 'qubo', '124-spider'],
  'alfa-romeo': ['giulietta', 'mito'],
  suzuki: ['baleno', 'celerio', 'sx4', 'splash'],
  lancia: ['delta', 'musa'],
}
const retiredBrands = ['saab', 'chevrolet', 'daewoo', 'ssangyong', 'dodge', 'chrysler', 'smart']
const dealerHomes = ['bertrange', 'niederkorn', 'esch-sur-alzette']
const jobs = [
  'vendeur',
  'mecanicien',
  'receptionniste-atelier',
  'carrossier',
  'magasinier',
  'comptable',
  'preparateur',
  'apprenti',
]
const events = [
  'portes-ouvertes',
  'autofestival',
  'soiree-lancement',
  'journee-essais',
  'salon-utilitaires',
  'week-end-occasions',
]
const oldTopics = [
  'nouveau-modele',
  'promo',
  'essai',
  'atelier',
  'electrique',
  'hiver',
  'salon',
  'leasing',
  'equipe',
  'recharge',
]

/** What the new site no longer has: old models and brands, jobs, events and old articles. */
export function fallbackFamilies(site: DemoSite, random: Random): LegacyRow[] {
  const rows: LegacyRow[] = []
  for (const [brand, models] of Object.entries(retiredModels)) {
    if (!site.brands.includes(brand)) continue
    for (const model of models) {
      rows.push(
        row('retired-model', `/fr/vehicules-neufs/${brand}/${model}`, `/${brand}`),
        row('retired-model', `/fr/marques/${brand}/modeles/${model}`, `/${brand}`)
      )
    }
  }
  for (const brand of retiredBrands)
    rows.push(
      row('retired-brand', `/fr/vehicules-neufs/${brand}`, '/brands'),
      row('retired-brand', `/fr/marques/${brand}`, '/brands')
    )
  for (const year of [2019, 2020, 2021, 2022, 2023, 2024, 2025]) {
    for (const job of jobs) {
      const town = random.pick([...dealerHomes, 'windhof', 'contern'])
      rows.push(
        row(
          'retired-job',
          `/fr/carrieres/offres/${job}-${town}-${year}`,
          dealerHomes.includes(town) ? `/home-page/${town}` : '/carrieres'
        )
      )
    }
    for (const event of events) {
      const town = random.pick(dealerHomes)
      rows.push(
        row(
          'event',
          `/fr/evenements/${event}-${town}-${year}`,
          random.chance(0.5) ? `/home-page/${town}` : '/news'
        )
      )
    }
    for (let n = 1; n <= 24; n++)
      rows.push(
        row(
          'retired-news',
          `/fr/news/${year}/${random.pick(oldTopics)}-${random.pick(oldTopics)}-${n}`,
          '/news'
        )
      )
  }
  return rows
}
