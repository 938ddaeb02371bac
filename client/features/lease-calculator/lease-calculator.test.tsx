import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../locale/language.ts'
import { LanguageProvider } from '../../locale/messages.ts'
import { LeaseCalculator } from './lease-calculator.tsx'
import { type LeaseVehicle, parseLeaseInput, stockLeaseChoices } from './lease-input.ts'

const vehicle: LeaseVehicle = {
  id: 1201,
  slug: '1201-1-kia-sportage-gt-line',
  title: 'Kia Sportage',
  trim: 'GT-Line',
  brand: { slug: 'kia', name: 'Kia' },
  category: 'new',
  priceInclVat: 35_100,
  colour: { code: 'red', paint: 'Rouge Infra' },
  co2: 142,
  fuel: 'hybrid',
  image: { url: '/x.svg', width: 800, height: 600, alt: 'Kia Sportage' },
}
const choices = stockLeaseChoices(vehicle)

const render = (language: Language) =>
  renderToString(
    <LanguageProvider value={language}>
      <LeaseCalculator
        vehicle={vehicle}
        choices={choices}
        initial={parseLeaseInput(() => undefined, vehicle, choices)}
        showCo2={false}
        request={{ href: () => '/x', label: 'x' }}
      />
    </LanguageProvider>
  )

describe('the lease calculator of a new vehicle', () => {
  it('names its order colours and contract terms in French on a French page, as before', () => {
    const html = render('fr')
    expect(html).toContain('Blanc glacier, peinture unie (sur commande)')
    expect(html).toContain('Kilomètres au-delà du forfait (0,09\u00a0€ HTVA par km)')
  })

  it('names them in German on a German page (issue 31: they were French)', () => {
    const html = render('de')
    expect(html).toContain('Gletscherweiß, Lackierung Uni (auf Bestellung)')
    expect(html).toContain('Kraftfahrzeugsteuer')
    expect(html).not.toMatch(/Blanc|Noir|Gris|Bleu|Kilomètres|Taxe sur/)
    // The vehicle's own paint is the stock's free text: it stays as the stock wrote it.
    expect(html).toContain('Rouge Infra (dieses Fahrzeug)')
  })
})
