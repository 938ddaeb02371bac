/** The brand overview block's text in French (client/blocks/brand-overview). */
export default {
  unavailable: 'Nos marques sont momentanément indisponibles. Merci de réessayer dans un instant.',
  /** After a formatted count: one, or any other number. */
  models: { one: 'modèle', many: 'modèles' },
  stock: { one: 'véhicule en stock', many: 'véhicules en stock' },
  priceFrom: 'À partir de',
  leaseFrom: 'Leasing dès',
  /** Followed by the brand's name, for screen readers only. */
  allModels: 'Tous les modèles',
}
