import { Button } from '../ui/button.tsx'
import { type PageError, errorVariant } from './error-types.ts'
import { pageHref } from '../routes/href.ts'

/**
 * The error page of spec §8: three visible variants chosen from the error, and a test attribute
 * carrying the error type.
 */
export function ErrorPage({ error }: { error: PageError }) {
  const variant = errorVariant(error)
  return (
    <section className="error-page container" data-testid="error-page" data-error-type={error.type}>
      {variant === 'vehicle-not-found' && (
        <>
          <h1>Oups, ce véhicule n'existe pas.</h1>
          <p>
            Ce véhicule a peut-être déjà trouvé preneur ou l'adresse est incorrecte. Découvrez les
            autres véhicules disponibles dans nos concessions.
          </p>
          <Button label="Retour au stock" to={pageHref('stock')} variant="primary" size="large" />
        </>
      )}
      {variant === 'page-not-found' && (
        <>
          <h1>Oups, cette page n'existe pas</h1>
          <p>
            La page que vous cherchez a peut-être été déplacée ou supprimée. Retournez à l'accueil
            pour poursuivre votre visite.
          </p>
          <Button label="Retour à l'accueil" to={pageHref('home')} variant="primary" size="large" />
        </>
      )}
      {variant === 'something-went-wrong' && (
        <>
          <h1>Oups, quelque chose s'est mal passé</h1>
          <Button label="Retour à l'accueil" to={pageHref('home')} variant="primary" size="large" />
        </>
      )}
    </section>
  )
}
