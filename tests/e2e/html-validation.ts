import { HtmlValidate } from 'html-validate'

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // How React serialises markup (camelCase attribute names, `selected=""`, `crossorigin=""`,
    // void tags) and the ids it derives from CMS uids are not defects of the page.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': 'off',
    'no-trailing-whitespace': 'off',
    // Leaflet and progress bars position with style attributes (CSP style-src-attr allows them).
    'no-inline-style': 'off',
    // Multi-valued filters (fuel=diesel&fuel=petrol) are checkboxes sharing one name, on purpose.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // A card whose link dials a number is titled with words ("Assistance 24 h/24"), not the number.
    'tel-non-breaking': ['error', { ignoreClasses: ['card__link'] }],
    // Titles follow the spec's rules ("{status} - {message}" on errors), whatever their length.
    'long-title': 'off',
  },
})

/** html-validate's findings for a document, one line each (empty when the markup is valid). */
export async function validateHtml(html: string): Promise<string[]> {
  const report = await validator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`)
  )
}
