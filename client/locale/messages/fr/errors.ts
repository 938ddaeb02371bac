/** The error page's text in French (client/errors, spec §8). */
export default {
  vehicleNotFound: {
    title: "Oups, ce véhicule n'existe pas.",
    text: "Ce véhicule a peut-être déjà trouvé preneur ou l'adresse est incorrecte. Découvrez les autres véhicules disponibles dans nos concessions.",
    action: 'Retour au stock',
  },
  pageNotFound: {
    title: "Oups, cette page n'existe pas",
    text: "La page que vous cherchez a peut-être été déplacée ou supprimée. Retournez à l'accueil pour poursuivre votre visite.",
    action: "Retour à l'accueil",
  },
  somethingWentWrong: {
    title: "Oups, quelque chose s'est mal passé",
    action: "Retour à l'accueil",
  },
}
