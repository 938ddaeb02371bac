/**
 * The content type views' fixed text in French (client/blocks/content-types: job, article,
 * model page), and the job labels the recruitment block shares.
 */
export default {
  job: {
    /** The e-mail subject of an application. */
    subject: (title: string) => `Candidature : ${title}`,
    factsLabel: 'Le poste en bref',
    applyTitle: 'Intéressé(e) ?',
    applyText: 'Envoyez-nous votre CV et quelques lignes sur votre motivation.',
    apply: 'Postuler par e-mail',
    all: 'Toutes nos offres d’emploi',
    /** A position's contract and hours, as job ads in Luxembourg word them. */
    contracts: {
      cdi: 'CDI',
      cdd: 'CDD',
      apprentissage: 'Apprentissage',
      stage: 'Stage',
      interim: 'Intérim',
    },
    hours: { full_time: 'Temps plein', part_time: 'Temps partiel' },
  },
  article: {
    news: 'Actualités',
    /** Before the date. */
    published: 'Publié le ',
    /** After the back arrow (hence the leading space). */
    all: ' Toutes les actualités',
  },
  modelPage: {
    utility: 'Véhicule utilitaire',
    range: 'Gamme',
  },
}
