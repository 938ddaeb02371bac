import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageMarkers } from '../deploy/language-markers.ts'
import {
  catalogueFiles,
  cataloguePieces,
  foreignTexts,
  foundForeignTexts,
  visibleTexts,
} from './foreign-texts.ts'

const root = resolve(import.meta.dirname, '../..')

/** A German page's visible texts and what the check finds on it, French being the foreign one. */
async function onGermanPage(body: string) {
  const own = (await catalogueFiles(root, 'de')).flatMap((file) => cataloguePieces(file.value))
  const foreign = foreignTexts(own, await catalogueFiles(root, 'fr'))
  const html = `<!DOCTYPE html><html lang="de-LU"><body>${body}</body></html>`
  return foundForeignTexts(visibleTexts(html, 'de-LU'), foreign).map((found) => found.text)
}

/** What the check of before (strings of 12 characters or more, markup included) found. */
async function oldMatcher(body: string) {
  const markers = await languageMarkers(root, 'fr', 'de')
  return markers.filter((marker) => typeof marker.find === 'string' && body.includes(marker.find))
}

describe('the page-mixing matcher (issue 31)', () => {
  it('splits a text with values around them, plural branches included', () => {
    const count = (n: number, shown: string) =>
      n === 1 ? `${shown} véhicule` : `${shown} véhicules`
    expect(cataloguePieces({ count })).toEqual(expect.arrayContaining(['véhicule', 'véhicules']))
    expect(cataloguePieces({ price: (price: string) => `${price} TVAC par mois` })).toEqual([
      'TVAC par mois',
    ])
  })

  it('finds an interpolated French text and a short French label on a German page', async () => {
    // "Voir {vehicles}" and "{n} véhicules" (stock-overview, counts) and "Kilométrage" (compare).
    const body = '<button>Voir 24 véhicules</button><dt>Kilométrage</dt>'
    expect(await onGermanPage(body)).toEqual(expect.arrayContaining(['Voir …', 'Kilométrage']))
    // The check of before saw neither: one has a value, the other is under 12 characters.
    expect(await oldMatcher(body)).toEqual([])
  })

  it('leaves out texts both languages write, names inside sentences, markup and switch links', async () => {
    expect(
      await onGermanPage(
        [
          '<label>E-Mail</label><p>Kia EV3</p>',
          // A word alone matches only a whole text: a dealership's name, a model's trim.
          '<p>Concession de Bertrange anrufen</p><p>Fiat 600 1.2 Hybrid 110 ch</p>',
          '<a class="stock-comparer" href="/stock/comparer">Vergleichen</a>',
          '<a href="/" hreflang="fr-LU" lang="fr-LU" aria-label="Français – cette page en français">Français</a>',
        ].join('')
      )
    ).toEqual([])
  })

  it('leaves out everything inside an element in another language, however deep', () => {
    expect(
      visibleTexts(
        [
          '<!doctype html><html lang="de-LU"><body><p>Ausstattung</p>',
          '<div class="equipment" lang="fr"><div><h3>Confort</h3><ul><li>Climatisation</li></ul></div>',
          '<div><h3>Sécurité</h3><img alt="Airbags"></div></div>',
          '<p lang="de">Beschreibung</p><p lang="fr-LU">Description<br>suite</p><p>Ende</p>',
        ].join(''),
        'de-LU'
      )
    ).toEqual(['Ausstattung', 'Beschreibung', 'Ende'])
  })

  it('reads read attributes but not addresses', () => {
    expect(
      visibleTexts('<img alt="Photo" src="/x.jpg"><meta property="og:url" content="https://a.lu/">')
    ).toEqual(['Photo'])
  })
})

describe('texts every language writes alike', () => {
  it('leaves a text with values whose fixed words the page’s language writes too', () => {
    const own = ['WLTP', 'CO', 'Page']
    const others = [
      {
        label: 'de',
        value: {
          wltp: (value: string) => `WLTP: ${value} · CO`,
          page: (n: string) => `Page ${n}`,
          see: (n: string) => `Voir ${n} véhicules`,
        },
      },
    ]
    const shown = ['WLTP: 5.5 l/100 km · CO', 'Page 2', 'Voir 24 véhicules']
    expect(
      foundForeignTexts(shown, foreignTexts(own, others)).map((found) => found.context)
    ).toEqual(['Voir 24 véhicules'])
  })

  it('leaves the product names the group sells under one name in every language', () => {
    const foreign = foreignTexts([], [{ label: 'en', value: { lease: 'Private lease' } }])
    expect(foundForeignTexts(['Private lease tout compris'], foreign)).toEqual([])
    const other = foreignTexts([], [{ label: 'en', value: { lease: 'Business lease' } }])
    expect(foundForeignTexts(['Business lease offers'], other)).toHaveLength(1)
  })
})

describe('a text with values', () => {
  it('matches its fixed words as words, not inside a longer one', () => {
    const foreign = foreignTexts(
      [],
      [{ label: 'fr', value: { on: (m: string, l: string) => `${m} en ${l}` } }]
    )
    expect(foundForeignTexts(['Jeep Avenger on private lease'], foreign)).toEqual([])
    expect(foundForeignTexts(['Jeep Avenger en leasing'], foreign)).toHaveLength(1)
  })
})
