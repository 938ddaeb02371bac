/**
 * A dealership's departments in French, by their key (client/domain/location.ts `departments`).
 * Read by the Worker only (worker/stock/stock-in-language.ts): French pages show the stock's own
 * names, pages in another language these (docs/decisions/0036), and the browser gets them with
 * the page's data, so this catalogue stays out of its bundles.
 */
export default {
  showroom: 'Showroom',
  workshop: 'Atelier',
}
