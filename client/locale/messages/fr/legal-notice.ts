/**
 * The legal notice page's text in French (client/pages/legal-notice): the headings and labels
 * around the deployment's legal identity (client/config/deployment-schema.ts).
 */
export default {
  title: 'Mentions légales',
  description: (company: string) =>
    `Mentions légales de ${company} : éditeur du site, numéro RCS, numéro de TVA, adresse, contact et hébergeur.`,
  crumb: 'Mentions légales',
  publisher: 'Éditeur du site',
  legalForm: 'Forme juridique',
  shareCapital: 'Capital social',
  address: 'Siège social',
  rcsNumber: 'Registre de commerce et des sociétés (RCS Luxembourg)',
  vatNumber: 'Numéro d’identification TVA',
  businessLicence: 'Autorisation d’établissement',
  contact: 'Contact',
  phone: 'Téléphone',
  email: 'E-mail',
  publicationDirector: 'Responsable de la publication',
  hosting: 'Hébergement',
  privacy: {
    before: 'Le traitement de vos données personnelles est décrit dans notre ',
    link: 'politique de traitement des données',
    after: '.',
  },
}
