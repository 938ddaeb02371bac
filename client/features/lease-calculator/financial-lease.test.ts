import { describe, expect, it } from 'vitest'
import {
  financialLeaseExample,
  financialLeaseQuote,
  parseFinancialLeaseInput,
} from './financial-lease.ts'

const defaults = { price: 28_000, durationMonths: 60, deposit: 3_000, residualPercent: 20 }

describe('financial lease', () => {
  it('computes the instalment of the demo block by hand', () => {
    // 25 000 financed, 5 600 option, 4.5 % over 60 months: (25 000 − 5 600 d)·i / (1 − d)
    const quote = financialLeaseQuote(defaults, 0.045)
    expect(quote).toEqual({
      monthlyInclVat: 382.67,
      monthlyExclVat: 327.07,
      residualInclVat: 5_600,
      totalInclVat: 31_560.2,
    })
    expect(financialLeaseExample(defaults, quote, 0.045, 'fr')).toContain(
      '60 mensualités de 382,67'
    )
  })

  it('reads its query, and falls back or clamps on bad values', () => {
    expect(parseFinancialLeaseInput(() => undefined, defaults)).toEqual(defaults)
    const input = parseFinancialLeaseInput(
      (name) => ({ 'fl-prix': '1e12', 'fl-duree': '50', 'fl-acompte': 'x', 'fl-vr': '90' })[name],
      defaults
    )
    expect(input).toEqual({
      price: 250_000,
      durationMonths: 48,
      deposit: 3_000,
      residualPercent: 60,
    })
    const deposit = parseFinancialLeaseInput(
      (name) => (name === 'fl-acompte' ? '99999' : null),
      defaults
    )
    expect(deposit.deposit).toBe(22_400)
  })
})

describe('the financial lease’s representative example', () => {
  const quote = financialLeaseQuote(defaults, 0.045)

  it('reads in French on a French page, as before', () => {
    expect(financialLeaseExample(defaults, quote, 0.045, 'fr')).toBe(
      'Exemple représentatif de leasing financier : véhicule de 28\u202f000\u00a0€ TVAC, ' +
        'acompte de 3\u202f000\u00a0€, 60 mensualités de 382,67\u00a0€ TVAC (327,07\u00a0€ HTVA), ' +
        'option d’achat finale de 5\u202f600\u00a0€ (20 %). Taux débiteur fixe annuel de 4,5 %. ' +
        'Montant total dû, option d’achat comprise : 31\u202f560,20\u00a0€ TVAC. ' +
        'TVA luxembourgeoise de 17 %.'
    )
  })

  it('reads in German on a German page (issue 31: it was French)', () => {
    const text = financialLeaseExample(defaults, quote, 0.045, 'de')
    expect(text).toContain('Repräsentatives Beispiel für ein Finanzierungsleasing')
    expect(text).toContain('60 Monatsraten zu 382,67\u00a0€ inkl. MwSt.')
    expect(text).not.toMatch(/TVAC|HTVA|mensualités|MwSt\.\./)
  })
})
