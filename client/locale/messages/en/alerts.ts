import type fr from '../fr/alerts.ts'

/** The alert forms' text in English: "Create an alert" on the stock overview, "Follow this vehicle". */
export default {
  search: {
    open: 'Create an alert',
    intro: 'Get new vehicles matching this search by email.',
    submit: 'Create the alert',
  },
  vehicle: {
    open: 'Follow this vehicle',
    intro: 'Get an email if the price of this vehicle drops.',
    submit: 'Follow the price',
  },
  email: 'Email address',
  frequency: 'How often to email you',
  frequencies: {
    immediate: 'As soon as a vehicle arrives',
    daily: 'At most once a day',
    weekly: 'At most once a week',
  },
  /** Under the button: what happens to the address (docs/privacy.md). */
  privacy:
    'You will first receive a confirmation email. Your address is used only for this alert and is deleted as soon as you unsubscribe; every email contains an unsubscribe link.',
  /** The honeypot's label, read by no one but robots. */
  honeypot: 'Leave this field empty',
} satisfies typeof fr
