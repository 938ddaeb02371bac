import { describe, expect, it } from 'vitest'
import { financeInstalment, leaseQuote } from './lease-formula.ts'

/*
 * Expected values computed by hand (and checked with a pocket calculator), in cents:
 * V = price / 1.17 + paint, R = V × residual share, i = rate / 12, d = (1 + i)^−n,
 * finance = (V − deposit − R·d)·i / (1 − d),
 * services = 45 + 2.2 × km / 1000 + insurance (25 + 0.2 % of V),
 * monthly HTVA = round(finance + services), TVAC = round(monthly HTVA × 1.17),
 * complete = deposit + fee + monthly × n, in each basis from the figures of that basis.
 */
describe('lease formula', () => {
  it('is a straight line without interest, and an annuity with a balloon otherwise', () => {
    expect(financeInstalment(30_000, 12_000, 0, 48)).toBe(375)
    // i = 0.00375, d = 0.835548…: (30 000 − 12 000 d)·i / (1 − d) = 455.46
    expect(financeInstalment(30_000, 12_000, 0.045, 48)).toBeCloseTo(455.46, 2)
  })

  it('prices a private lease with no deposit (48 months, 15 000 km)', () => {
    // V = 35 100 / 1.17 = 30 000; R = 44 % = 13 200; finance 432.60;
    // services 45 + 33 + insurance 25 + 60 = 163
    const quote = leaseQuote({
      priceInclVat: 35_100,
      paintSurchargeExclVat: 0,
      durationMonths: 48,
      annualMileageKm: 15_000,
      deposit: 0,
      establishmentFee: 0,
      view: 'private',
    })
    expect(quote.vehicleInclVatCents).toBe(3_510_000)
    expect(quote.residualExclVatCents).toBe(1_320_000)
    expect(quote.servicesExclVatCents).toBe(16_300)
    expect(quote.monthlyExclVatCents).toBe(59_560)
    expect(quote.monthlyInclVatCents).toBe(69_685)
    expect(quote.monthlyMileageKm).toBe(1250)
    expect(quote.completeExclVatCents).toBe(2_858_880)
    expect(quote.completeInclVatCents).toBe(3_344_880)
  })

  it('prices the longest duration at the highest mileage with a deposit', () => {
    // 60 months, 40 000 km: R = 22 % = 6 600, rate 4.9 %, services 45 + 88 + 25 + 60 = 218;
    // deposit 5 850 TVAC = 5 000 HTVA, fee 292.50 TVAC = 250 HTVA; finance 373.34.
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
    expect(quote.residualExclVatCents).toBe(660_000)
    expect(quote.servicesExclVatCents).toBe(21_800)
    expect(quote.depositExclVatCents).toBe(500_000)
    expect(quote.feeExclVatCents).toBe(25_000)
    expect(quote.monthlyExclVatCents).toBe(59_134)
    expect(quote.monthlyInclVatCents).toBe(69_187)
    expect(quote.monthlyMileageKm).toBe(3333)
    expect(quote.completeExclVatCents).toBe(4_073_040)
    expect(quote.completeInclVatCents).toBe(4_765_470)
  })

  it('reads deposit and fee without VAT in the business view and adds the paint surcharge', () => {
    // V = 20 000 + 650 = 20 650; 24 months, 10 000 km: R = 62 % = 12 803, rate 3.9 %,
    // finance 251.87, services 45 + 22 + 25 + 41.30 = 133.30
    const quote = leaseQuote({
      priceInclVat: 23_400,
      paintSurchargeExclVat: 650,
      durationMonths: 24,
      annualMileageKm: 10_000,
      deposit: 3_000,
      establishmentFee: 250,
      view: 'business',
    })
    expect(quote.vehicleExclVatCents).toBe(2_065_000)
    expect(quote.vehicleInclVatCents).toBe(2_416_050)
    expect(quote.depositExclVatCents).toBe(300_000)
    expect(quote.depositInclVatCents).toBe(351_000)
    expect(quote.residualExclVatCents).toBe(1_280_300)
    expect(quote.monthlyExclVatCents).toBe(38_517)
    expect(quote.monthlyInclVatCents).toBe(45_065)
    expect(quote.completeExclVatCents).toBe(1_249_408)
    expect(quote.completeInclVatCents).toBe(1_461_810)
  })

  it('keeps what the visitor typed exact: a 49 490 € car and a 250 € fee, to the cent', () => {
    const quote = leaseQuote({
      priceInclVat: 49_490,
      paintSurchargeExclVat: 0,
      durationMonths: 48,
      annualMileageKm: 15_000,
      deposit: 0,
      establishmentFee: 250,
      view: 'private',
    })
    expect(quote.vehicleInclVatCents).toBe(4_949_000)
    expect(quote.feeInclVatCents).toBe(25_000)
    // The complete price is the sum of the figures shown, in each basis.
    expect(quote.completeInclVatCents).toBe(
      quote.depositInclVatCents + quote.feeInclVatCents + 48 * quote.monthlyInclVatCents
    )
    expect(quote.completeExclVatCents).toBe(
      quote.depositExclVatCents + quote.feeExclVatCents + 48 * quote.monthlyExclVatCents
    )
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
    expect(long.monthlyExclVatCents).toBeLessThan(short.monthlyExclVatCents)
    expect(far.monthlyExclVatCents).toBeGreaterThan(long.monthlyExclVatCents)
  })
})
