import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import de from '../../client/locale/messages/de/app.ts'
import { catalogueStrings, languageMarkers } from './language-markers.ts'

describe('the German text a French browser bundle must not carry', () => {
  it('reads every string of a catalogue, however deep, and skips functions', () => {
    expect(
      catalogueStrings({ a: 'eins', b: { c: 'zwei', d: (n: number) => `${n}` }, e: ['drei'] })
    ).toEqual(['eins', 'zwei', 'drei'])
  })

  it('marks each German text that French writes otherwise', async () => {
    const markers = await languageMarkers(resolve(import.meta.dirname, '../..'), 'de', 'fr')
    expect(markers).toContainEqual({ label: 'de text of app.ts', find: de.skipToContent })
    expect(markers.map((marker) => marker.find)).not.toContain('Aller au contenu')
  })
})
