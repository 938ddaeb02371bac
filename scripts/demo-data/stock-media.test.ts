import { existsSync, readdirSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandSpecs } from './stock-catalogue.ts'
import { generateStock } from './stock.ts'
import { stockImageFiles } from './stock-media.ts'
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './vehicle-images.ts'

const stock = generateStock()
const files = stockImageFiles(stock, brandSpecs)
const publicDir = resolve(import.meta.dirname, '../../public')

describe('stock media', () => {
  it('stays under 600 small SVG files, each 1200 × 800 as the contract states', () => {
    const svgs = files['demo/vehicles']
    expect(svgs.length).toBeLessThan(600)
    expect(svgs.reduce((sum, [, svg]) => sum + svg.length, 0)).toBeLessThan(1_000_000)
    for (const [name, svg] of svgs.filter(([n]) => !n.startsWith('logo-'))) {
      expect(svg, name).toContain(`width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}"`)
    }
  })

  it('has every referenced image and download committed in public/ (run write-vehicle-images.ts)', () => {
    const urls = [
      ...stock.vehicles.flatMap((v) => v.images.map((i) => i.url)),
      ...stock.models.flatMap((m) => [
        m.image.url,
        ...m.gallery.map((i) => i.url),
        ...m.downloads.map((d) => d.url),
      ]),
      ...stock.leaseOffers.map((o) => o.image.url),
      ...stock.brands.map((b) => b.logo),
    ]
    const missing = [...new Set(urls)].filter((url) => !existsSync(resolve(publicDir, `.${url}`)))
    expect(missing).toEqual([])
    expect(readdirSync(resolve(publicDir, 'demo/vehicles')).length).toBe(
      files['demo/vehicles'].length
    )
  })

  it('writes download sizes that match the PDF files, which are valid PDFs', () => {
    for (const download of stock.models.flatMap((m) => m.downloads)) {
      const path = resolve(publicDir, `.${download.url}`)
      expect(statSync(path).size, download.url).toBe(download.sizeBytes)
    }
    const [, pdf] = files['demo/downloads'][0] ?? ['', '']
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
  })
})
