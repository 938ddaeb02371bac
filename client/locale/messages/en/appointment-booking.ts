import type fr from '../fr/appointment-booking.ts'

/** The online appointment booking's text in English (client/features/locations/appointment-booking.tsx). */
export default {
  booking: {
    callUs: 'You can also call us on',
    writeUs: 'or email us at',
    end: '.',
    consent: {
      before: 'Online appointment booking is provided by our partner',
      after:
        ', which sets cookies it needs to work. To see the available slots, please accept functional services.',
    },
    accept: 'Accept and show available slots',
    preferences: 'Manage my preferences',
    loading: 'Loading the booking tool…',
    failed: 'The online booking tool is not responding at the moment. Please try again later.',
    retry: 'Try again',
    needsJavaScript: 'Online appointment booking requires JavaScript.',
  },
} satisfies typeof fr
