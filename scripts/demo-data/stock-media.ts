import { colorSchema } from '../../client/domain/vehicle.ts'
import { renderDemoPdf } from './demo-pdf.ts'
import type { BrandSpec } from './stock-catalogue.ts'
import type { GeneratedStock } from './stock.ts'
import {
  brandLogoPath,
  exteriorImagePath,
  exteriorViews,
  interiorImagePath,
  renderBrandLogoSvg,
  renderExteriorSvg,
  renderInteriorSvg,
} from './vehicle-images.ts'

/**
 * Every media file the demo stock refers to, by public folder: [file name, content]. Images are
 * rendered for each brand × shape × colour × view any vehicle, model or offer uses.
 */
export function stockImageFiles(
  stock: GeneratedStock,
  brands: readonly BrandSpec[]
): Record<'demo/vehicles' | 'demo/downloads', [string, string][]> {
  const svgs = new Map<string, string>()
  const name = (url: string) => url.slice(url.lastIndexOf('/') + 1)
  const brandName = (slug: string) => brands.find((b) => b.slug === slug)?.name ?? slug
  const shapeOf = new Map(stock.vehicles.map((v) => [`${v.brand}.${v.model}`, v.shape]))
  const paints = stock.vehicles.map((v) => ({
    brand: v.brand,
    model: v.model,
    color: v.exteriorColor,
  }))
  const catalogue = stock.models.flatMap(
    (m) =>
      brands
        .find((b) => b.slug === m.brand)
        ?.palette.map(([color]) => ({ brand: m.brand, model: m.slug, color })) ?? []
  )
  for (const { brand, model, color } of [...paints, ...catalogue]) {
    const shape = shapeOf.get(`${brand}.${model}`)
    if (!shape) continue
    for (const view of exteriorViews)
      svgs.set(
        name(exteriorImagePath(brand, shape, color, view)),
        renderExteriorSvg(brandName(brand), shape, color, view)
      )
  }
  for (const color of colorSchema.options)
    svgs.set(name(interiorImagePath(color)), renderInteriorSvg(color))
  for (const brand of stock.brands)
    svgs.set(name(brandLogoPath(brand.slug)), renderBrandLogoSvg(brand.name))
  const referenced = new Set([
    ...stock.vehicles.flatMap((v) => v.images.map((i) => name(i.url))),
    ...stock.models.flatMap((m) => [m.image, ...m.gallery].map((i) => name(i.url))),
    ...stock.leaseOffers.flatMap((o) => [o.image, ...o.gallery].map((i) => name(i.url))),
    ...stock.brands.map((b) => name(b.logo)),
  ])
  const pdfs = stock.models.flatMap((m) =>
    m.downloads.map((d): [string, string] => [name(d.url), renderDemoPdf(d.lines)])
  )
  return {
    'demo/vehicles': [...svgs]
      .filter(([file]) => referenced.has(file))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
    'demo/downloads': pdfs.sort(([a], [b]) => (a < b ? -1 : 1)),
  }
}
