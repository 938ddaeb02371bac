/** The stock quick entry block's text in French (client/blocks/stock-quick-entry). */
export default {
  /** Title when the editor gave none. */
  title: 'Trouver votre véhicule',
  headings: { body_style: 'Par carrosserie', brand: 'Par marque', fuel: 'Par énergie' },
  tilesLabel: (heading: string) => `${heading} : accès direct au stock`,
}
