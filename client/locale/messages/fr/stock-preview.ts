/** The stock preview block's text in French (client/blocks/stock-preview). */
export default {
  /** Title when the editor gave none. */
  title: 'Disponibles en stock',
  one: 'Voir le véhicule',
  /** `count`: the formatted number of vehicles ("12 véhicules"). */
  all: (count: string) => `Voir les ${count}`,
}
