import { describe, expect, it } from 'vitest'
import { mapTilesIn } from './location-map.tsx'

describe('the map background’s credit line', () => {
  it('reads in the page’s language (issue 31: German maps credited in French)', () => {
    expect(mapTilesIn('fr').attribution).toBe('Fond de carte de démonstration')
    expect(mapTilesIn('de').attribution).toBe('Demo-Kartenhintergrund')
    expect(mapTilesIn('en').attribution).toBe('Demo map background')
    expect(mapTilesIn('de').url).toBe('/demo/map/tile.svg')
  })
})
