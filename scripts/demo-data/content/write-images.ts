import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { renderExteriorSvg } from '../vehicle-images.ts'
import { brands, modelImagePath, modelsOf } from './catalogue.ts'
import { renderIllustration } from './images.ts'
import { illustrations } from './illustrations.ts'

/** Every image file the demo content references, as site path → SVG text. */
export function contentImages(): Map<string, string> {
  const files = new Map<string, string>()
  for (const [name, spec] of Object.entries(illustrations))
    files.set(`/demo/content/${name}.svg`, renderIllustration(spec))
  for (const model of brands.flatMap(modelsOf)) {
    const color = model.brand.palette[0]?.[0] ?? 'grey'
    files.set(
      modelImagePath(model),
      renderExteriorSvg(model.brand.name, model.shape, color, 'side')
    )
  }
  return files
}

/**
 * Writes the content illustrations to `public/demo/content/` (served as static assets).
 * Run: `node scripts/demo-data/content/write-images.ts`.
 */
export function writeContentImages(
  publicDir = join(import.meta.dirname, '../../../public')
): number {
  const files = contentImages()
  for (const [path, svg] of files) {
    const target = join(publicDir, path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, svg)
  }
  return files.size
}

if (import.meta.main) {
  console.log(`Wrote ${writeContentImages()} images to public/demo/content/.`)
}
