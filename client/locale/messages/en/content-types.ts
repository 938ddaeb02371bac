import type fr from '../fr/content-types.ts'

/**
 * The content type views' fixed text in English (client/blocks/content-types: job, article,
 * model page), and the job labels the recruitment block shares.
 */
export default {
  job: {
    /** The e-mail subject of an application. */
    subject: (title: string) => `Application: ${title}`,
    factsLabel: 'The job at a glance',
    applyTitle: 'Interested?',
    applyText: 'Send us your CV and a few lines on why you would like to join us.',
    apply: 'Apply by email',
    all: 'All our vacancies',
    /** A position's contract and hours, as English job ads in Luxembourg word them. */
    contracts: {
      cdi: 'Permanent contract',
      cdd: 'Fixed-term contract',
      apprentissage: 'Apprenticeship',
      stage: 'Internship',
      interim: 'Temporary (agency)',
    },
    hours: { full_time: 'Full-time', part_time: 'Part-time' },
  },
  article: {
    news: 'News',
    /** Before the date. */
    published: 'Published on ',
    /** After the back arrow (hence the leading space). */
    all: ' All news',
  },
  modelPage: {
    utility: 'Commercial vehicle',
    range: 'Range',
  },
} satisfies typeof fr
