import { describe, expect, it } from 'vitest'
import { contractTermsIn } from './contract-terms.ts'

describe('a lease contract’s terms', () => {
  it('read in French as the stock’s offers always wrote them', () => {
    expect(contractTermsIn('private', 'fr').notIncluded).toContain(
      'Kilomètres au-delà du forfait (0,09\u00a0€ HTVA par km)'
    )
    expect(contractTermsIn('business', 'fr').included[1]).toBe(
      'Assurance tous risques (responsabilité civile et omnium) et gestion des sinistres'
    )
  })

  it('read in German on a German page (issue 31: they were French)', () => {
    const { included, notIncluded } = contractTermsIn('private', 'de')
    expect(notIncluded).toContain(
      'Mehrkilometer über die vereinbarte Laufleistung (0,09\u00a0€ exkl. MwSt. pro km)'
    )
    expect(included).toContain('Kraftfahrzeugsteuer')
    expect([...included, ...notIncluded].join(' ')).not.toMatch(/HTVA|Kilomètres|Assurance/)
  })
})
