import type fr from '../fr/alert-mail.ts'

/** The alerts' e-mails and answer pages in English (worker/alerts/, the Worker only). */
export default {
  pages: {
    title: 'Email alert',
    checkMail:
      'Almost done: we have sent you an email. Click the link in it to activate your alert. If you do not confirm, your address is deleted within 48 hours.',
    confirmed:
      'Your alert is active: we will write to you as soon as our stock changes in a way that matters to you. Every email contains an unsubscribe link.',
    invalidLink:
      'This link is not valid, or no longer valid. Please create a new alert from our stock.',
    unsubscribeQuestion: 'Stop receiving this alert?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed:
      'You have been unsubscribed: you will no longer receive this alert, and your address has been deleted.',
    invalidEmail: 'Please enter a valid email address, for example name@example.lu.',
    invalidForm: 'This alert could not be created. Please go back to our stock and try again.',
    rateLimited: 'Too many requests in a short time. Please try again in a few minutes.',
    crossSite: 'This request did not come from our website, so it has been refused.',
    unavailable: 'Your alert could not be saved just now. Please try again in a few minutes.',
    back: 'Back to our stock',
    backToSearch: 'View my search',
    backToVehicle: 'View the vehicle',
  },
  confirm: {
    subject: 'Please confirm your alert',
    search: 'You asked to receive new vehicles matching this search:',
    vehicle: (title: string) => `You asked to be told if the price of this vehicle drops: ${title}`,
    action: 'Activate the alert',
    ignore:
      'If you did not ask for this, please ignore this email: without confirmation, your address is deleted within 48 hours.',
  },
  matches: {
    subject: (count: number) =>
      count === 1 ? 'A new vehicle for your search' : `${count} new vehicles for your search`,
    intro: 'These vehicles have just arrived in our stock and match your search:',
    more: (count: number) => (count === 1 ? 'And 1 more.' : `And ${count} more.`),
    seeAll: 'See the whole search',
  },
  priceDrop: {
    subject: (title: string) => `Price reduced: ${title}`,
    headline: 'Price reduced',
    intro: (before: string, now: string) =>
      `The price of the vehicle you are following has dropped from ${before} to ${now}.`,
    see: 'View the vehicle',
  },
  footer: 'You are receiving this email because you created this alert on our website.',
  unsubscribe: 'Unsubscribe',
} satisfies typeof fr
