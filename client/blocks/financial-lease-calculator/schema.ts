import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { numberField, optionalText } from '../fields/text.ts'

/**
 * Section block: the financial lease calculator. Bounds follow Luxembourg lease norms (NOTES.md):
 * 24–60 months, 10,000–40,000 km a year.
 */
export const financialLeaseCalculatorSchema = z
  .object({
    ...sectionBase,
    component: z.literal('financial_lease_calculator'),
    title: optionalText,
    intro: optionalText,
    default_price: numberField({ min: 5000, max: 250000, fallback: 35000 }),
    default_duration: numberField({ min: 24, max: 60, fallback: 48 }),
    default_deposit: numberField({ min: 0, max: 100000, fallback: 0 }),
    default_residual_percent: numberField({ min: 0, max: 60, fallback: 20 }),
    /** Nominal yearly interest rate in percent, e.g. "4.9". */
    interest_rate: numberField({ min: 0, max: 20, fallback: 4.9, int: false }),
    disclaimer: optionalText,
  })
  .meta({
    title: 'Calculateur de leasing',
    description:
      'Calculateur de mensualité ; les valeurs ci-dessous sont celles affichées au départ.',
  })
export type FinancialLeaseCalculatorBlock = z.infer<typeof financialLeaseCalculatorSchema>
