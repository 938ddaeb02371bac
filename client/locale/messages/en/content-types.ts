import type fr from '../fr/content-types.ts'

/**
 * The content type views' fixed text in German (client/blocks/content-types: job, article,
 * model page), and the job labels the recruitment block shares.
 */
export default {
  job: {
    subject: (title: string) => `Bewerbung: ${title}`,
    factsLabel: 'Die Stelle auf einen Blick',
    applyTitle: 'Interessiert?',
    applyText: 'Senden Sie uns Ihren Lebenslauf und ein paar Zeilen zu Ihrer Motivation.',
    apply: 'Per E-Mail bewerben',
    all: 'Alle unsere Stellenangebote',
    contracts: {
      cdi: 'Unbefristeter Vertrag',
      cdd: 'Befristeter Vertrag',
      apprentissage: 'Ausbildung',
      stage: 'Praktikum',
      interim: 'Zeitarbeit',
    },
    hours: { full_time: 'Vollzeit', part_time: 'Teilzeit' },
  },
  article: {
    news: 'Neuigkeiten',
    published: 'Veröffentlicht am ',
    all: ' Alle Neuigkeiten',
  },
  modelPage: {
    utility: 'Nutzfahrzeug',
    range: 'Modellreihe',
  },
} satisfies typeof fr
