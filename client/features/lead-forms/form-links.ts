import type { Language } from '../../locale/language.ts'
import { type QueryInput, pageHref } from '../../routes/href.ts'

/**
 * Links that open a content page's lead form with its subject, straight at the form (the contact
 * page lists the dealerships and a map above it). The anchors are the embedded forms' ids
 * (`formulaire-{kind}`, embedded-lead-form.tsx). Each in the language of the page it is on.
 */

/** The test-drive form with a model (`ford.puma`) or a brand (`ford`) chosen. */
export function testDriveFormHref(language: Language, modele?: string): string {
  return `${pageHref('testDrive', language, { modele })}#formulaire-test-drive`
}

/** The contact form with a model or a brand as its subject. */
export function contactFormHref(language: Language, modele?: string): string {
  return `${pageHref('contact', language, { modele })}#formulaire-contact`
}

/** The contact form with a dealership chosen, from that dealership's page. */
export function dealershipContactHref(concession: string, language: Language): string {
  return `${pageHref('contact', language, { concession })}#formulaire-contact`
}

/** A request for a lease offer in a configuration (the calculator's query parameters). */
export function offerRequestHref(
  offer: { slug: string },
  language: Language,
  configuration: QueryInput = {}
): string {
  const query =
    configuration instanceof URLSearchParams ? Object.fromEntries(configuration) : configuration
  return `${pageHref('contact', language, { offre: offer.slug, ...query })}#formulaire-interest`
}
