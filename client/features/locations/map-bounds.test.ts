import { describe, expect, it } from 'vitest'
import { coordinatesSchema, luxembourgBounds } from '../../domain/location.ts'
import { mapBounds, mapCentre } from './map-bounds.ts'

describe('map bounds', () => {
  it('are the bounds the dealership coordinates are validated against', () => {
    expect(mapBounds).toEqual(luxembourgBounds)
  })

  it('open on a centre inside Luxembourg', () => {
    expect(coordinatesSchema.safeParse(mapCentre).success).toBe(true)
    expect(mapCentre.lat).toBeCloseTo((mapBounds.north + mapBounds.south) / 2, 1)
  })
})
