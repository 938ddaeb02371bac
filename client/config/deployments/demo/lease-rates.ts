import type { LeaseRates } from '../../deployment-schema.ts'

/** The demo deployment's `leaseRates` (see basics.ts; docs/decisions/0054). */
export const leaseRates = {
  annualRateByDuration: { 24: 0.039, 36: 0.042, 48: 0.045, 60: 0.049 },
} satisfies LeaseRates
