import { defineCatalogue } from '../messages.ts'
import de from './de/appointment-booking.ts'
import fr from './fr/appointment-booking.ts'

/** The appointment booking's text: it ships with the booking's chunk, not the dealer search's. */
export const appointmentBookingMessages = defineCatalogue({ fr, de })
