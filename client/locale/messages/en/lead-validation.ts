import { withFullStop } from '../../sentence.ts'
import type fr from '../fr/lead-validation.ts'

/** The validation messages of the lead forms' shared schema in English. */
export default {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  phone:
    'Please enter a valid phone number (Luxembourg, France, Belgium or Germany), for example +352 621 123 456.',
  name: 'This field may only contain letters, spaces, apostrophes and hyphens.',
  maxLength: (max: number) => `This field cannot be longer than ${max} characters.`,
  choice: 'Please choose an option from the list.',
  date: 'Please enter a valid date.',
  time: 'Please choose a time.',
  slotUnavailable:
    'This time is not available: the dealership is closed then, or the date has passed. Please choose another time.',
  between: (min: number, max: number) => `Please enter a whole number between ${min} and ${max}.`,
  plate: 'Please enter a valid registration number, for example AB 1234.',
  tyreSize: 'Please enter the size printed on the sidewall of the tyre, for example 205/55 R16.',
  consent: 'Please accept the privacy policy so that we can process your request.',
  invalid: 'This value is not valid.',
  modelRequired: 'Please choose the model you would like to test drive.',
  lease: {
    or: 'or',
    view: 'This type of lease is not offered for this vehicle.',
    colour: 'This colour is not offered for this vehicle.',
    duration: (choices: string) => `Please choose one of the durations offered: ${choices} months.`,
    mileage: (choices: string) =>
      `Please choose one of the annual mileages offered: ${choices} a year.`,
    fee: (min: string, max: string) => `Please enter an arrangement fee between ${min} and ${max}.`,
    deposit: (min: string, max: string, vat: string) =>
      withFullStop(`Please enter a deposit between ${min} and ${max} ${vat}`),
    depositFormat: 'Please enter a deposit in whole euros, without decimals.',
  },
} satisfies typeof fr
