import type fr from '../fr/consent.ts'

/** The cookie consent's text in German: notice and settings panel (client/features/consent; the footer's button is the shell's). */
export default {
  title: 'Ihre Cookie-Einstellungen',
  intro:
    'Wir verwenden Cookies, die für den Betrieb der Website notwendig sind, und mit Ihrer Zustimmung Cookies für Reichweitenmessung, Partnerdienste und Marketing. Sie können Ihre Wahl jederzeit über den Link „Cookies verwalten“ am Seitenende ändern.',
  privacyPolicy: 'Datenschutzerklärung',
  refuseAll: 'Alle ablehnen',
  customise: 'Anpassen',
  acceptAll: 'Alle akzeptieren',
  saveChoices: 'Auswahl speichern',
  chooseByCategory: 'Nach Kategorie auswählen',
  categories: {
    analytics: {
      title: 'Reichweitenmessung',
      text: 'Anonymisierte Besuchsstatistiken zur Verbesserung der Website (Google Tag Manager).',
    },
    functional: {
      title: 'Funktionale Dienste',
      text: 'Kartendarstellung und Terminbuchungstool unserer Partner.',
    },
    marketing: {
      title: 'Marketing und externe Inhalte',
      text: 'YouTube-Videos, Stellenangebote unseres Partners und personalisierte Werbung.',
    },
  },
} satisfies typeof fr
