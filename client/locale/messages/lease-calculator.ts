import { defineCatalogue } from '../messages.ts'
import de from './de/lease-calculator.ts'
import fr from './fr/lease-calculator.ts'

export const leaseCalculatorMessages = defineCatalogue({ fr, de })
