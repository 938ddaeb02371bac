import type fr from '../fr/embedded-blocks.ts'

/**
 * The embedding blocks' text in German (client/blocks: embedded-video, iframe and their consent
 * placeholder, embedded-form, embedded-recruitment-widget, embedded-appointment-grid).
 */
export default {
  consent: {
    notice: (provider: string) => [
      'Dieser Inhalt wird von ',
      provider,
      ' bereitgestellt. Wenn Sie ihn laden, stimmen Sie zu, dass ',
      provider,
      ' ',
      'Cookies setzt und Ihre IP-Adresse erhält.',
    ],
    loadVideo: (provider: string) => `Video laden (${provider})`,
    watchOn: (provider: string) => `Auf ${provider} ansehen`,
    loadFrame: 'Inhalt anzeigen',
    openOn: (host: string) => `Auf ${host} öffnen`,
  },
  applications: {
    before: 'Senden Sie Ihren Lebenslauf und Ihr Motivationsschreiben an',
    middle: ' oder nutzen Sie unsere ',
    link: 'Kontaktseite',
    after: '.',
  },
  recruitment: {
    title: 'Unsere Stellenangebote',
    empty: {
      before: 'Derzeit ist keine Stelle offen. Initiativbewerbungen sind jederzeit willkommen: ',
      link: 'kontaktieren Sie uns',
      after: '.',
    },
    count: (count: number) => (count === 1 ? '1 offene Stelle' : `${count} offene Stellen`),
    factsLabel: 'Bedingungen',
  },
  appointments: {
    call: (name: string, phone: string) => `${name} unter ${phone} anrufen`,
    book: (town: string) => `In ${town} buchen`,
    services: {
      workshop: 'Wartung oder Reparatur',
      tyres: 'Reifenwechsel',
      bodywork: 'Karosseriearbeiten',
      sales: 'Termin mit einem Berater',
    },
    separator: ': ',
  },
} satisfies typeof fr
