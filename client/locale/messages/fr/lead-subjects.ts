/**
 * What a lead form is told, in French, about a subject the stock does not know: at sending
 * (worker/leads/subject.ts) and when an embedded form opens from a link (worker/leads/form-subject.ts).
 */
export default {
  vehicle: (id: string) =>
    `Le véhicule n° ${id} n’existe pas ou n’est plus en vente : votre demande n’a pas été envoyée. Vos informations sont conservées ; choisissez un autre véhicule de notre stock ou écrivez-nous depuis la page Contact.`,
  model:
    'Ce modèle ne fait pas partie de notre gamme : choisissez-en un dans la liste. Vos informations sont conservées.',
  offer:
    'Cette offre de leasing n’est plus proposée : votre demande n’a pas été envoyée. Vos informations sont conservées ; choisissez une autre offre ou écrivez-nous sans offre.',
  leaseWithout:
    'Une configuration de leasing se rapporte à un véhicule ou à une offre : ouvrez le calculateur du véhicule qui vous intéresse.',
  linkedOfferGone:
    'L’offre de leasing demandée n’est plus proposée : écrivez-nous, un conseiller vous proposera une offre équivalente.',
  linkedModelUnknown:
    'Le modèle demandé ne fait pas partie de notre gamme : choisissez-en un dans la liste.',
}
