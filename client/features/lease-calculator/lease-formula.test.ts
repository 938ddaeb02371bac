import { describe, expect, it } from 'vitest'
import { financeInstalment, leaseQuote } from './lease-formula.ts'

/*
 * Expected values computed by hand (and checked with a pocket calculator):
 * V = price / 1.17 + paint, R = V × residual share, i = rate / 12, d = (1 + i)^−n,
 * finance = (V − deposit − R·d)·i / (1 − d), services = 45 + 2.2 × km / 1000,
 * monthly HTVA = round(finance + services), TVAC = round(monthly × 1.17).
 */
describe('lease formula', () => {
  it('is a straight line without interest, and an annuity with a balloon otherwise', () => {
    expect(financeInstalment(30_000, 12_000, 0, 48)).toBe(375)
    // i = 0.00375, d = 0.835548…: (30 000 − 12 000 d)·i / (1 − d) = 455.46
    expect(financeInstalment(30_000, 12_000, 0.045, 48)).toBeCloseTo(455.46, 2)
  })

  it('prices a private lease with no deposit (48 months, 15 000 km)', () => {
    // V = 35 100 / 1.17 = 30 000; R = 44 % = 13 200; finance 432.60 + services 78
    const quote = leaseQuote({
      priceInclVat: 35_100,
      paintSurchargeExclVat: 0,
      durationMonths: 48,
      annualMileageKm: 15_000,
      deposit: 0,
      establishmentFee: 0,
      view: 'private',
    })
    expect(quote.residualExclVat).toBe(13_200)
    expect(quote.servicesExclVat).toBe(78)
    expect(quote.monthlyExclVat).toBe(510.6)
    expect(quote.monthlyInclVat).toBe(597.4)
    expect(quote.monthlyMileageKm).toBe(1250)
    expect(quote.completeExclVat).toBe(24_508.8)
    expect(quote.completeInclVat).toBe(28_675.3)
  })

  it('prices the longest duration at the highest mileage with a deposit', () => {
    // 60 months, 40 000 km: R = 22 % = 6 600, rate 4.9 %, services 133;
    // deposit 5 850 TVAC = 5 000 HTVA, fee 292.50 TVAC = 250 HTVA.
    const quote = leaseQuote({
      priceInclVat: 35_100,
      paintSurchargeExclVat: 0,
      durationMonths: 60,
      annualMileageKm: 40_000,
      deposit: 5_850,
      establishmentFee: 292.5,
      view: 'private',
    })
    expect(quote.annualRate).toBe(0.049)
    expect(quote.residualExclVat).toBe(6_600)
    expect(quote.servicesExclVat).toBe(133)
    expect(quote.monthlyExclVat).toBe(506.34)
    expect(quote.monthlyInclVat).toBe(592.42)
    expect(quote.monthlyMileageKm).toBe(3333)
    expect(quote.completeExclVat).toBe(35_630.4)
    expect(quote.completeInclVat).toBe(41_687.57)
  })

  it('reads deposit and fee without VAT in the business view and adds the paint surcharge', () => {
    // V = 20 000 + 650 = 20 650; 24 months, 10 000 km: R = 62 % = 12 803, rate 3.9 %
    const quote = leaseQuote({
      priceInclVat: 23_400,
      paintSurchargeExclVat: 650,
      durationMonths: 24,
      annualMileageKm: 10_000,
      deposit: 3_000,
      establishmentFee: 250,
      view: 'business',
    })
    expect(quote.vehicleExclVat).toBe(20_650)
    expect(quote.depositExclVat).toBe(3_000)
    expect(quote.residualExclVat).toBe(12_803)
    expect(quote.monthlyExclVat).toBe(318.87)
    expect(quote.monthlyInclVat).toBe(373.08)
    expect(quote.completeExclVat).toBe(10_902.88)
  })

  it('costs less per month with a longer duration, more with more kilometres', () => {
    const base = {
      priceInclVat: 35_100,
      paintSurchargeExclVat: 0,
      deposit: 0,
      establishmentFee: 0,
      view: 'private' as const,
    }
    const short = leaseQuote({ ...base, durationMonths: 24, annualMileageKm: 15_000 })
    const long = leaseQuote({ ...base, durationMonths: 60, annualMileageKm: 15_000 })
    const far = leaseQuote({ ...base, durationMonths: 60, annualMileageKm: 40_000 })
    expect(long.monthlyExclVat).toBeLessThan(short.monthlyExclVat)
    expect(far.monthlyExclVat).toBeGreaterThan(long.monthlyExclVat)
  })
})
