import type fr from './fr/appointment-booking.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The appointment booking's text: it ships with the booking's chunk, not the dealer search's. */
export const appointmentBookingMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/appointment-booking.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'appointment-booking')
)
