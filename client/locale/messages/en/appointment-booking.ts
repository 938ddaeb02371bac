import type fr from '../fr/appointment-booking.ts'

/** The online appointment booking's text in German (client/features/locations/appointment-booking.tsx). */
export default {
  booking: {
    callUs: 'Sie können uns auch anrufen unter',
    writeUs: 'oder uns schreiben an',
    end: '.',
    consent: {
      before: 'Die Online-Terminbuchung erfolgt über unseren Partner',
      after:
        ', der für seinen Betrieb notwendige Cookies setzt. Um die verfügbaren Termine anzuzeigen, akzeptieren Sie die funktionalen Dienste.',
    },
    accept: 'Akzeptieren und Termine anzeigen',
    preferences: 'Meine Einstellungen verwalten',
    loading: 'Buchungstool wird geladen…',
    failed:
      'Das Online-Buchungstool antwortet im Moment nicht. Bitte versuchen Sie es später erneut.',
    retry: 'Erneut versuchen',
    needsJavaScript: 'Die Online-Terminbuchung erfordert JavaScript.',
  },
} satisfies typeof fr
