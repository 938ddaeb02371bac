import type fr from '../fr/consent.ts'

/** The cookie consent's text in English: notice and settings panel (client/features/consent; the footer's button is the shell's). */
export default {
  title: 'Your cookie choices',
  intro:
    'We use cookies that the website needs to work and, with your consent, cookies for audience measurement, partner services and marketing. You can change your mind at any time using the ‘Manage cookies’ link at the bottom of the page.',
  privacyPolicy: 'Privacy policy',
  refuseAll: 'Refuse all',
  customise: 'Customise',
  acceptAll: 'Accept all',
  saveChoices: 'Save my choices',
  chooseByCategory: 'Choose by category',
  categories: {
    analytics: {
      title: 'Audience measurement',
      text: 'Anonymised visitor statistics to improve the website (Google Tag Manager).',
    },
    functional: {
      title: 'Functional services',
      text: 'Map backgrounds and our partners’ appointment booking tool.',
    },
    marketing: {
      title: 'Marketing and external content',
      text: 'YouTube videos, our partner’s job offers and personalised advertising.',
    },
  },
} satisfies typeof fr
