import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { wireImageSchema, wireVehicleSummarySchema } from '../../worker/stock/contract.ts'
import { buildStockOpenApi } from './openapi.ts'
import { demoExamples } from './openapi-examples.ts'

const committed = resolve(import.meta.dirname, '../../docs/stock-api/openapi.json')

describe('the stock API OpenAPI document', () => {
  it('is the one the zod contract builds (run `npm run stock:openapi` after changing it)', async () => {
    const built: unknown = JSON.parse(JSON.stringify(buildStockOpenApi(await demoExamples())))
    // Compared as data: Prettier may lay the committed file out differently.
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(built)
  })

  it('is OpenAPI 3.1 with the v1.1 rules in its schemas', async () => {
    const document = buildStockOpenApi(await demoExamples())
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('1.1.0')
    const schemas = document.components.schemas
    expect(schemas.Image).toMatchObject({
      properties: { url: { type: 'string', format: 'uri' } },
    })
    // Vehicles without pictures are allowed: no minimum on `images`.
    expect(schemas.VehicleSummary).toMatchObject({
      properties: { images: { type: 'array', items: { $ref: '#/components/schemas/Image' } } },
    })
    expect(JSON.stringify(schemas.VehicleSummary)).not.toContain('minItems')
    expect(document.components.securitySchemes.bearer).toMatchObject({ scheme: 'bearer' })
  })

  it('rejects the v1 addresses and accepts v1.1 ones', () => {
    const image = { type: 'image', width: 1200, height: 800, alt: '' }
    expect(wireImageSchema.safeParse({ ...image, url: '/demo/vehicles/a.svg' }).success).toBe(false)
    expect(
      wireImageSchema.safeParse({ ...image, url: 'http://cdn.example.lu/a.jpg' }).success
    ).toBe(false)
    expect(
      wireImageSchema.safeParse({ ...image, url: 'https://cdn.example.lu/a.jpg' }).success
    ).toBe(true)
    expect(
      wireImageSchema.safeParse({ ...image, url: 'http://localhost:8787/a.svg' }).success
    ).toBe(true)
    expect(wireVehicleSummarySchema.shape.images.safeParse([]).success).toBe(true)
  })
})
