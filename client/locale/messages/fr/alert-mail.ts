/** The alerts' e-mails and answer pages in French (worker/alerts/, the Worker only). */
export default {
  pages: {
    title: 'Alerte e-mail',
    checkMail:
      'Presque terminé : nous vous avons envoyé un e-mail. Cliquez sur le lien qu’il contient pour activer votre alerte. Sans confirmation, votre adresse est effacée sous 48 heures.',
    confirmed:
      'Votre alerte est active : nous vous écrirons dès que le stock changera pour vous. Chaque e-mail contient un lien de désinscription.',
    invalidLink: 'Ce lien n’est pas ou plus valable. Créez une nouvelle alerte depuis le stock.',
    unsubscribeQuestion: 'Ne plus recevoir cette alerte ?',
    unsubscribeButton: 'Me désinscrire',
    unsubscribed:
      'Vous êtes désinscrit : vous ne recevrez plus cette alerte et votre adresse a été effacée.',
    invalidEmail: 'Indiquez une adresse e-mail valable, par exemple nom@exemple.lu.',
    invalidForm: 'Cette alerte n’a pas pu être créée. Revenez au stock et réessayez.',
    rateLimited: 'Trop de demandes en peu de temps. Réessayez dans quelques minutes.',
    crossSite: 'Cette demande ne vient pas de notre site : elle a été refusée.',
    unavailable:
      'Votre alerte n’a pas pu être enregistrée pour le moment. Réessayez dans quelques minutes.',
    back: 'Retour au stock',
    backToSearch: 'Voir ma recherche',
    backToVehicle: 'Voir le véhicule',
  },
  confirm: {
    subject: 'Confirmez votre alerte',
    search: 'Vous avez demandé à recevoir les nouveaux véhicules de cette recherche :',
    vehicle: (title: string) =>
      `Vous avez demandé à être prévenu si le prix de ce véhicule baisse : ${title}`,
    action: 'Activer l’alerte',
    ignore:
      'Si vous n’avez rien demandé, ignorez cet e-mail : sans confirmation, votre adresse est effacée sous 48 heures.',
  },
  matches: {
    subject: (count: number) =>
      count === 1
        ? 'Un nouveau véhicule pour votre recherche'
        : `${count} nouveaux véhicules pour votre recherche`,
    intro: 'Ces véhicules viennent d’arriver dans notre stock et correspondent à votre recherche :',
    more: (count: number) => (count === 1 ? 'Et 1 autre.' : `Et ${count} autres.`),
    seeAll: 'Voir toute la recherche',
  },
  priceDrop: {
    subject: (title: string) => `Prix baissé : ${title}`,
    headline: 'Prix baissé',
    intro: (before: string, now: string) =>
      `Le prix du véhicule que vous suivez est passé de ${before} à ${now}.`,
    see: 'Voir le véhicule',
  },
  footer: 'Vous recevez cet e-mail parce que vous avez créé cette alerte sur notre site.',
  unsubscribe: 'Se désinscrire',
}
