import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { alternatePath } from '../../client/routes/alternate-path.ts'
import { appFetch } from './app-fetch.ts'

/**
 * Numbers, money, units and opening times on a German page are German (docs/decisions/0038),
 * and the same vehicle's French page keeps the French ones.
 */
async function vehicleOverTenThousandEuros(): Promise<{ slug: string; price: number }> {
  const row = await env.DB.prepare(
    `SELECT slug, price FROM vehicles WHERE status = 'available' AND price >= 10000
     ORDER BY id LIMIT 1 OFFSET 5`
  ).first<{ slug: string; price: number }>()
  if (!row) throw new Error('no vehicle')
  return row
}

describe('a vehicle page’s figures', () => {
  it('are written the German way on the German page, the French way on the French one', async () => {
    const row = await vehicleOverTenThousandEuros()
    const frenchPath = `/stock/${row.slug}`
    const germanPath = alternatePath(frenchPath, 'de')!
    const french = await (await appFetch(frenchPath)).text()
    const german = await (await appFetch(germanPath)).text()
    // What a reader sees: the page's data (scripts) keeps the stock's French `formatted` text.
    const germanText = german.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')

    expect(french).toContain('\u00a0ch (')
    expect(french).toMatch(/\d\u202f\d{3}\u00a0€/)
    expect(french).toMatch(/\d\d:\d\d – \d\d:\d\d/)

    expect(german).toContain('\u00a0PS (')
    expect(german).not.toContain('\u00a0ch (')
    expect(german).toMatch(/\d\.\d{3}\u00a0€/)
    expect(german).toMatch(/\d\.\d{3}\u00a0km/)
    expect(germanText).not.toMatch(/\d\u202f\d{3}/)
    expect(german).toMatch(/\d\d:\d\d–\d\d:\d\d\u00a0Uhr/)
  })
})
