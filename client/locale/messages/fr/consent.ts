/** The cookie consent's text in French: notice and settings panel (client/features/consent; the footer's button is the shell's). */
export default {
  title: 'Vos choix en matière de cookies',
  intro:
    'Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre accord, des cookies de mesure d’audience, de services partenaires et de marketing. Vous pouvez changer d’avis à tout moment depuis le lien « Gérer les cookies » en bas de page.',
  privacyPolicy: 'Politique de traitement des données',
  refuseAll: 'Tout refuser',
  customise: 'Personnaliser',
  acceptAll: 'Tout accepter',
  saveChoices: 'Enregistrer mes choix',
  chooseByCategory: 'Choisir par catégorie',
  categories: {
    analytics: {
      title: 'Mesure d’audience',
      text: 'Statistiques de visite anonymisées pour améliorer le site (Google Tag Manager).',
    },
    functional: {
      title: 'Services fonctionnels',
      text: 'Fonds de carte et outil de prise de rendez-vous de nos partenaires.',
    },
    marketing: {
      title: 'Marketing et contenus externes',
      text: 'Vidéos YouTube, offres d’emploi de notre partenaire et publicité personnalisée.',
    },
  },
}
