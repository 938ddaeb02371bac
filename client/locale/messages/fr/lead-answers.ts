/**
 * The Worker's answers to a lead form in French: notices about the whole form (JSON and no-JS
 * paths) and the no-JavaScript last-resort page (worker/leads/answers.ts, worker/leads/routes.ts).
 */
export default {
  unreadable: 'Le formulaire reçu est illisible. Veuillez réessayer.',
  tooLarge: 'Le formulaire envoyé est trop volumineux.',
  crossSite:
    'Cette demande ne vient pas de notre site et n’a pas été enregistrée. Veuillez remplir le formulaire directement sur notre site.',
  unsupportedType: 'Le formulaire reçu n’est pas dans un format accepté.',
  rateLimited:
    'Vous avez envoyé beaucoup de demandes en peu de temps. Veuillez patienter quelques minutes avant de réessayer.',
  turnstile: 'La vérification anti-robot a échoué. Veuillez recharger la page et réessayer.',
  turnstileMissing:
    'La vérification anti-robot n’a pas pu se faire : elle demande JavaScript. Veuillez l’activer et réessayer, ou contacter directement la concession par téléphone.',
  unavailable: (contact: { name: string; phone: string; email: string }) =>
    `Votre demande n’a pas pu être enregistrée pour le moment. Veuillez réessayer dans quelques instants ou contacter directement la ${contact.name} au ${contact.phone} ou par e-mail à ${contact.email}.`,
  fieldsToFix: 'Certains champs du formulaire sont à corriger.',
  page: {
    title: 'Votre demande',
    back: 'Revenir au formulaire',
  },
}
