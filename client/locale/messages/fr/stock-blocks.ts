/** The stock blocks' text in French (client/blocks/stock-hero, stock-preview, stock-quick-entry). */
export default {
  overview: {
    /** The stock search's title, when the stock is unavailable and the editor gave none. */
    title: 'Notre stock',
  },
  hero: {
    /** After the number of vehicles (shown apart, in bold). */
    available: (count: number) => [
      count > 1 ? 'véhicules disponibles' : 'véhicule disponible',
      ' immédiatement',
    ],
  },
  preview: {
    /** Title when the editor gave none. */
    title: 'Disponibles en stock',
    one: 'Voir le véhicule',
    /** `count`: the formatted number of vehicles ("12 véhicules"). */
    all: (count: string) => `Voir les ${count}`,
  },
  quickEntry: {
    /** Title when the editor gave none. */
    title: 'Trouver votre véhicule',
    headings: { body_style: 'Par carrosserie', brand: 'Par marque', fuel: 'Par énergie' },
    tilesLabel: (heading: string) => `${heading} : accès direct au stock`,
  },
}
