import { type QueryInput, pageHref } from '../../routes/href.ts'

/**
 * Links that open a content page's lead form with its subject, straight at the form (the contact
 * page lists the dealerships and a map above it). The anchors are the embedded forms' ids
 * (`formulaire-{kind}`, embedded-lead-form.tsx).
 */

/** The test-drive form with a model (`ford.puma`) or a brand (`ford`) chosen. */
export function testDriveFormHref(modele?: string): string {
  return `${pageHref('testDrive', { modele })}#formulaire-test-drive`
}

/** The contact form with a model or a brand as its subject. */
export function contactFormHref(modele?: string): string {
  return `${pageHref('contact', { modele })}#formulaire-contact`
}

/** The contact form with a dealership chosen, from that dealership's page. */
export function dealershipContactHref(concession: string): string {
  return `${pageHref('contact', { concession })}#formulaire-contact`
}

/** A request for a lease offer in a configuration (the calculator's query parameters). */
export function offerRequestHref(offer: { slug: string }, configuration: QueryInput = {}): string {
  const query =
    configuration instanceof URLSearchParams ? Object.fromEntries(configuration) : configuration
  return `${pageHref('contact', { offre: offer.slug, ...query })}#formulaire-interest`
}
