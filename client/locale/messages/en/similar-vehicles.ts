import type fr from '../fr/similar-vehicles.ts'

/** The similar vehicles' row and a sold vehicle's page in German. */
export default {
  title: 'Ähnliche Fahrzeuge',
  sold: {
    eyebrow: 'Fahrzeug verkauft',
    title: (name: string) => `Dieser ${name} wurde verkauft`,
    text: 'Er hat einen neuen Besitzer gefunden. Hier sind ähnliche Fahrzeuge, ab sofort bei uns erhältlich.',
    search: (model: string) => `Alle ${model} im Bestand ansehen`,
    allStock: 'Unser gesamter Bestand',
  },
} satisfies typeof fr
