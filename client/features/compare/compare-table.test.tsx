import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { VehicleSummary, VehicleStatus } from '../../domain/vehicle.ts'
import { LanguageProvider } from '../../locale/messages.ts'
import { CompareTable } from './compare-table.tsx'

const coded = <C extends string>(code: C) => ({ code, label: code })

function summary(id: number, status: VehicleStatus): VehicleSummary {
  return {
    id,
    slug: `${id}-1-kia-ev3-air`,
    status,
    category: coded('used'),
    title: 'Kia EV3',
    brand: { slug: 'kia', name: 'Kia' },
    model: { slug: 'ev3', name: 'EV3' },
    trim: 'Air',
    bodyStyle: coded('suv'),
    fuel: coded('electric'),
    transmissionType: coded('automatic'),
    vatReportable: false,
    price: {
      purchase: { amount: 35_990, formatted: '35 990 €', suffix: 'TVAC', beforeDiscount: null },
      leaseFrom: null,
    },
    attributes: {
      mileage: 12_000,
      constructionYear: 2025,
      firstRegistration: '2025-03',
      power: { kw: 150, hp: 204 },
      engineCc: null,
      batteryKwh: 58.3,
      consumption: { value: 16.2, unit: 'kWh/100km' },
      co2: 0,
      emissionsClass: coded('zero-emission'),
      drivenAxles: coded('front'),
      maxWeightKg: 2_200,
      interiorMaterial: coded('fabric'),
      seats: 5,
      doors: 5,
      exteriorColor: { ...coded('white'), paint: 'Blanc' },
      interiorColor: coded('black'),
    },
    images: [{ type: 'image', url: '/ev3.svg', width: 1200, height: 800, alt: '' }],
    location: { slug: 'kia-bertrange', name: 'Kia Bertrange' },
  }
}

describe('the compare table', () => {
  it('marks a reserved vehicle’s column, and only that one, in the page’s language', () => {
    const vehicles = [summary(1, 'available'), summary(2, 'reserved')]
    const html = (language: 'fr' | 'de') =>
      renderToString(
        <LanguageProvider value={language}>
          <CompareTable vehicles={vehicles} />
        </LanguageProvider>
      )
    const columns = html('fr').split('data-testid="compare-column"').slice(1)
    expect(columns).toHaveLength(2)
    expect(columns[0]).not.toContain('reserved-badge')
    expect(columns[1]).toContain('>Réservé</span>')
    expect(html('de')).toContain('>Reserviert</span>')
  })
})
