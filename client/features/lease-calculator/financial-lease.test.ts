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
