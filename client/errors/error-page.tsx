import { Button } from '../ui/button.tsx'
import { type PageError, errorVariant } from './error-types.ts'
import { pageHref } from '../routes/href.ts'
import { errorsMessages } from '../locale/messages/errors.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'

/**
 * The error page of spec §8: three visible variants chosen from the error, and a test attribute
 * carrying the error type.
 */
export function ErrorPage({ error }: { error: PageError }) {
  const variant = errorVariant(error)
  const text = useMessages(errorsMessages)
  const language = useLanguage()
  return (
    <section className="error-page container" data-testid="error-page" data-error-type={error.type}>
      {variant === 'vehicle-not-found' && (
        <>
          <h1>{text.vehicleNotFound.title}</h1>
          <p>{text.vehicleNotFound.text}</p>
          <Button
            label={text.vehicleNotFound.action}
            to={pageHref('stock', language)}
            variant="primary"
            size="large"
          />
        </>
      )}
      {variant === 'page-not-found' && (
        <>
          <h1>{text.pageNotFound.title}</h1>
          <p>{text.pageNotFound.text}</p>
          <Button
            label={text.pageNotFound.action}
            to={pageHref('home', language)}
            variant="primary"
            size="large"
          />
        </>
      )}
      {variant === 'something-went-wrong' && (
        <>
          <h1>{text.somethingWentWrong.title}</h1>
          <Button
            label={text.somethingWentWrong.action}
            to={pageHref('home', language)}
            variant="primary"
            size="large"
          />
        </>
      )}
    </section>
  )
}
