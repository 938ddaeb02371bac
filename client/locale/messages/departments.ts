import { defineCatalogue } from '../messages.ts'
import de from './de/departments.ts'
import fr from './fr/departments.ts'

export const departmentsMessages = defineCatalogue({ fr, de })
