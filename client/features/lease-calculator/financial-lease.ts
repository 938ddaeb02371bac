import { VAT_RATE, leaseDurations } from '../../config/lease-config.ts'
import { formatsFor } from '../../locale/format.ts'
import type { Language } from '../../locale/language.ts'
import { messagesOf } from '../../locale/messages.ts'
import { financialLeaseMessages } from '../../locale/messages/financial-lease.ts'
import { financeInstalment } from './lease-formula.ts'

/** The financial lease calculator block's inputs, all VAT included except the percentages. */
export interface FinancialLeaseInput {
  price: number
  durationMonths: number
  deposit: number
  residualPercent: number
}

export interface FinancialLeaseQuote {
  monthlyInclVat: number
  monthlyExclVat: number
  residualInclVat: number
  totalInclVat: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * Financial lease: the visitor finances the vehicle less the deposit, pays monthly, and may buy
 * it for the residual value at the end (purchase option). Same annuity as the operational lease,
 * without services; amounts stay VAT included, HTVA is shown beside.
 */
export function financialLeaseQuote(
  input: FinancialLeaseInput,
  annualRate: number
): FinancialLeaseQuote {
  const residualInclVat = cents((input.price * input.residualPercent) / 100)
  const monthlyInclVat = cents(
    Math.max(
      0,
      financeInstalment(
        input.price - input.deposit,
        residualInclVat,
        annualRate,
        input.durationMonths
      )
    )
  )
  return {
    monthlyInclVat,
    monthlyExclVat: cents(monthlyInclVat / (1 + VAT_RATE)),
    residualInclVat,
    totalInclVat: cents(input.deposit + monthlyInclVat * input.durationMonths + residualInclVat),
  }
}

function whole(value: string | null | undefined, fallback: number, min: number, max: number) {
  const number = Number((value ?? '').replace(/[\s\u202f\u00a0]/g, ''))
  if (value == null || value.trim() === '' || !Number.isFinite(number)) return fallback
  return Math.min(max, Math.max(min, Math.round(number)))
}

/** Reads the block's GET form (query keys `fl-…`); bad values fall back to the editor's defaults. */
export function parseFinancialLeaseInput(
  get: (name: string) => string | null | undefined,
  defaults: FinancialLeaseInput
): FinancialLeaseInput {
  const price = whole(get('fl-prix'), defaults.price, 5_000, 250_000)
  const wanted = whole(get('fl-duree'), defaults.durationMonths, 24, 60)
  const durationMonths = leaseDurations.reduce((best, value) =>
    Math.abs(value - wanted) < Math.abs(best - wanted) ? value : best
  )
  const residualPercent = whole(get('fl-vr'), defaults.residualPercent, 0, 60)
  // The deposit and the residual value together never exceed the price.
  const depositMax = Math.floor(price * (1 - residualPercent / 100))
  return {
    price,
    durationMonths,
    residualPercent,
    deposit: whole(get('fl-acompte'), defaults.deposit, 0, depositMax),
  }
}

/** The representative example of the block, from the numbers it shows. */
export function financialLeaseExample(
  input: FinancialLeaseInput,
  quote: FinancialLeaseQuote,
  annualRate: number,
  language: Language
): string {
  const format = formatsFor(language)
  return messagesOf(financialLeaseMessages, language).example({
    price: format.price(input.price),
    deposit: format.price(input.deposit),
    months: input.durationMonths,
    monthlyInclVat: format.price(quote.monthlyInclVat),
    monthlyExclVat: format.price(quote.monthlyExclVat),
    residual: format.price(quote.residualInclVat),
    residualPercent: format.decimal(input.residualPercent),
    rate: format.decimal(annualRate * 100),
    total: format.price(quote.totalInclVat),
  })
}
