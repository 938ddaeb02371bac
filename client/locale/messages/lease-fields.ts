import { defineCatalogue } from '../messages.ts'
import de from './de/lease-fields.ts'
import fr from './fr/lease-fields.ts'

export const leaseFieldsMessages = defineCatalogue({ fr, de })
