/**
 * The Turnstile challenge of the lead forms in French (client/features/lead-forms/turnstile-field.tsx):
 * an area of its own, loaded with the field only where the site has a site key (docs/decisions/0041).
 */
export default {
  label: 'Vérification anti-robot',
}
