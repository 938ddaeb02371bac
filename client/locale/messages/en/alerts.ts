import type fr from '../fr/alerts.ts'

/** The alert forms' text in German. */
export default {
  search: {
    open: 'Suchauftrag erstellen',
    intro: 'Erhalten Sie neue Fahrzeuge, die zu dieser Suche passen, per E-Mail.',
    submit: 'Suchauftrag erstellen',
  },
  vehicle: {
    open: 'Fahrzeug beobachten',
    intro: 'Erhalten Sie eine E-Mail, wenn der Preis dieses Fahrzeugs sinkt.',
    submit: 'Preis beobachten',
  },
  email: 'E-Mail-Adresse',
  frequency: 'Häufigkeit der E-Mails',
  frequencies: {
    immediate: 'Sobald ein Fahrzeug eintrifft',
    daily: 'Höchstens einmal am Tag',
    weekly: 'Höchstens einmal pro Woche',
  },
  privacy:
    'Sie erhalten zuerst eine Bestätigungs-E-Mail. Ihre Adresse dient nur diesem Auftrag und wird gelöscht, sobald Sie sich abmelden; jede E-Mail enthält einen Abmeldelink.',
  honeypot: 'Lassen Sie dieses Feld leer',
} satisfies typeof fr
