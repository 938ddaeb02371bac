/**
 * The embedding blocks' text in French (client/blocks: embedded-video, iframe and their consent
 * placeholder, embedded-form, embedded-recruitment-widget, embedded-appointment-grid).
 */
export default {
  consent: {
    /** Who hosts the content (twice), for the notice before it is loaded. */
    notice: (provider: string) => [
      'Ce contenu est hébergé par ',
      provider,
      '. En le chargeant, vous acceptez que ',
      provider,
      ' ',
      'dépose des cookies et reçoive votre adresse IP.',
    ],
    loadVideo: (provider: string) => `Charger la vidéo (${provider})`,
    watchOn: (provider: string) => `Regarder sur ${provider}`,
    loadFrame: 'Afficher le contenu',
    openOn: (host: string) => `Ouvrir sur ${host}`,
  },
  /** A form block for applications: the text, the address, the text, a contact link, the end. */
  applications: {
    before: 'Envoyez votre CV et votre lettre de motivation à',
    middle: ' ou passez par notre ',
    link: 'page de contact',
    after: '.',
  },
  recruitment: {
    /** Title when the editor gave none. */
    title: 'Nos offres d’emploi',
    /** No position: the text, then a link to the contact page, then the end. */
    empty: {
      before:
        'Aucun poste n’est ouvert pour le moment. Les candidatures spontanées sont toujours les bienvenues : ',
      link: 'contactez-nous',
      after: '.',
    },
    count: (count: number) => (count === 1 ? '1 poste ouvert' : `${count} postes ouverts`),
    factsLabel: 'Conditions',
  },
  appointments: {
    call: (name: string, phone: string) => `Appeler ${name} au ${phone}`,
    book: (town: string) => `Réserver à ${town}`,
    /** After the dealership's name in the booking's heading. */
    services: {
      workshop: 'un entretien ou une réparation',
      tyres: 'un changement de pneus',
      bodywork: 'des travaux de carrosserie',
      sales: 'un rendez-vous avec un conseiller',
    },
    separator: ' : ',
  },
}
