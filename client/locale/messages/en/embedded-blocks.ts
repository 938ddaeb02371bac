import type fr from '../fr/embedded-blocks.ts'

/**
 * The embedding blocks' text in English (client/blocks: embedded-video, iframe and their consent
 * placeholder, embedded-form, embedded-recruitment-widget, embedded-appointment-grid).
 */
export default {
  consent: {
    /** Who hosts the content (twice), for the notice before it is loaded. */
    notice: (provider: string) => [
      'This content is hosted by ',
      provider,
      '. By loading it, you agree that ',
      provider,
      ' ',
      'may set cookies and receive your IP address.',
    ],
    loadVideo: (provider: string) => `Load the video (${provider})`,
    watchOn: (provider: string) => `Watch on ${provider}`,
    loadFrame: 'Show the content',
    openOn: (host: string) => `Open on ${host}`,
  },
  /** A form block for applications: the text, the address, the text, a contact link, the end. */
  applications: {
    before: 'Send your CV and covering letter to',
    middle: ' or use our ',
    link: 'contact page',
    after: '.',
  },
  recruitment: {
    /** Title when the editor gave none. */
    title: 'Our vacancies',
    /** No position: the text, then a link to the contact page, then the end. */
    empty: {
      before:
        'There are no open positions at the moment, but speculative applications are always welcome: ',
      link: 'get in touch',
      after: '.',
    },
    count: (count: number) => (count === 1 ? '1 open position' : `${count} open positions`),
    factsLabel: 'Job details',
  },
  appointments: {
    call: (name: string, phone: string) => `Call ${name} on ${phone}`,
    book: (town: string) => `Book in ${town}`,
    /** After the dealership's name in the booking's heading. */
    services: {
      workshop: 'servicing or a repair',
      tyres: 'a tyre change',
      bodywork: 'bodywork',
      sales: 'an appointment with a sales adviser',
    },
    separator: ': ',
  },
} satisfies typeof fr
