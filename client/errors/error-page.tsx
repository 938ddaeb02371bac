import { Button } from '../ui/button.tsx'
import { type ErrorVariant, type PageError, errorVariant } from './error-types.ts'
import { type ContentPage, pageHref } from '../routes/href.ts'
import { errorsMessages } from '../locale/messages/errors.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'
import type errorsText from '../locale/messages/fr/errors.ts'

/** Per variant: its text in the errors catalogue and the page its button leads back to. */
const variants = {
  'vehicle-not-found': { text: 'vehicleNotFound', target: 'stock' },
  'page-not-found': { text: 'pageNotFound', target: 'home' },
  'something-went-wrong': { text: 'somethingWentWrong', target: 'home' },
} as const satisfies Record<ErrorVariant, { text: keyof typeof errorsText; target: ContentPage }>

/**
 * The error page of spec §8: three visible variants chosen from the error, and a test attribute
 * carrying the error type.
 */
export function ErrorPage({ error }: { error: PageError }) {
  const variant = variants[errorVariant(error)]
  const text: { title: string; text?: string; action: string } =
    useMessages(errorsMessages)[variant.text]
  const language = useLanguage()
  return (
    <section className="error-page container" data-testid="error-page" data-error-type={error.type}>
      <h1>{text.title}</h1>
      {text.text && <p>{text.text}</p>}
      <Button
        label={text.action}
        to={pageHref(variant.target, language)}
        variant="primary"
        size="large"
      />
    </section>
  )
}
