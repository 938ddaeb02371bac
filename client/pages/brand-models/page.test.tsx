import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../locale/messages.ts'
import type { Language } from '../../locale/language.ts'
import { type BrandModelsData, Page } from './page.tsx'

const price = { amount: 19_990, formatted: '19 990 €', suffix: 'TVAC' }

const data: BrandModelsData = {
  brand: {
    slug: 'fiat',
    name: 'Fiat',
    description: 'La marque italienne.',
    logo: '/fiat.svg',
    textLanguage: 'fr',
  },
  models: [
    {
      slug: '500e',
      name: '500e',
      tagline: 'La citadine électrique.',
      image: { type: 'image', url: '/500e.jpg', width: 800, height: 600, alt: '' },
      fuels: [],
      cashPriceFrom: price,
      leasePriceFrom: null,
      stockCount: 0,
    },
  ],
  total: 3,
  sort: 'name',
  bodyStyle: null,
  fuel: null,
  bodyStyles: [],
  fuels: [],
}

function render(language: Language): string {
  return renderToString(
    <LanguageProvider value={language}>
      <Page data={data} params={{ brand: 'fiat' }} />
    </LanguageProvider>
  )
}

describe('the brand’s models page', () => {
  it('speaks the page’s language', () => {
    const french = render('fr')
    expect(french).toContain('Modèles <!-- -->Fiat')
    expect(french).toContain('Sur commande uniquement')
    const german = render('de')
    expect(german).toContain('Fiat<!-- -->-Modelle')
    expect(german).toContain('1<!-- --> Modell<!-- --> von <!-- -->3')
    expect(german).toContain('Nur auf Bestellung')
    expect(german).not.toContain('Trier par')
  })

  it('writes its prices in the page’s language, not the stock’s French text', () => {
    expect(render('fr')).toContain('<strong>19\u202f990\u00a0€</strong>')
    expect(render('de')).toContain('<strong>19.990\u00a0€</strong>')
  })
  it('marks the stock’s French text as French on a page in another language', () => {
    expect(render('fr')).toContain('<p>La marque italienne.</p>')
    expect(render('fr')).toContain('<p class="model-tile__tagline">La citadine électrique.</p>')
    const german = render('de')
    expect(german).toContain('<p lang="fr">La marque italienne.</p>')
    expect(german).toContain('<p class="model-tile__tagline" lang="fr">La citadine électrique.</p>')
    const translated = renderToString(
      <LanguageProvider value="de">
        <Page
          data={{ ...data, brand: { ...data.brand, textLanguage: 'de' } }}
          params={{ brand: 'fiat' }}
        />
      </LanguageProvider>
    )
    expect(translated).not.toContain('lang="')
  })
})
