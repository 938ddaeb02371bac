import type fr from '../fr/errors.ts'

/** The error page's text in English (client/errors, spec §8). */
export default {
  vehicleNotFound: {
    title: 'Oops, this vehicle doesn’t exist.',
    text: 'This vehicle may already have found a new owner, or the address may be wrong. Take a look at the other vehicles available at our dealerships.',
    action: 'Back to our stock',
  },
  pageNotFound: {
    title: 'Oops, this page doesn’t exist',
    text: 'The page you are looking for may have been moved or deleted. Go back to the home page to continue your visit.',
    action: 'Back to the home page',
  },
  somethingWentWrong: {
    title: 'Oops, something went wrong',
    action: 'Back to the home page',
  },
} satisfies typeof fr
