import { defineCatalogue } from '../messages.ts'
import de from './de/lease-calculator-page.ts'
import fr from './fr/lease-calculator-page.ts'

export const leaseCalculatorPageMessages = defineCatalogue({ fr, de })
