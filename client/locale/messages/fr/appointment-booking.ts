/** The online appointment booking's text in French (client/features/locations/appointment-booking.tsx). */
export default {
  booking: {
    callUs: 'Vous pouvez aussi nous appeler au',
    writeUs: 'ou nous écrire à',
    end: '.',
    consent: {
      before: 'La prise de rendez-vous en ligne est assurée par notre partenaire',
      after:
        ', qui dépose des cookies nécessaires à son fonctionnement. Pour afficher les créneaux disponibles, acceptez les services fonctionnels.',
    },
    accept: 'Accepter et afficher les créneaux',
    preferences: 'Gérer mes préférences',
    loading: 'Chargement de l’outil de réservation…',
    failed:
      'L’outil de réservation en ligne ne répond pas pour le moment. Veuillez réessayer plus tard.',
    retry: 'Réessayer',
    needsJavaScript: 'La prise de rendez-vous en ligne nécessite JavaScript.',
  },
}
