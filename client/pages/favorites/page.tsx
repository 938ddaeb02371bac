import { useState } from 'react'
import { CompareButton } from '../../features/compare/compare-button.tsx'
import { FavouriteButton } from '../../features/favourites/favourite-button.tsx'
import {
  favouritesList,
  favouritesRemovedMessage,
  pruneFavourites,
} from '../../features/favourites/favourites-store.ts'
import { useSavedVehicles } from '../../features/favourites/use-saved-vehicles.ts'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'
import { Link } from '../../navigation/link.tsx'
import './page.css'
import { pageHref } from '../../routes/href.ts'

/**
 * `/stock/favoris`: the vehicles the visitor kept. Sold ones leave the list on the visit, and the
 * visitor is told how many (spec §4).
 */
export function Page() {
  const [notice, setNotice] = useState('')
  const state = useSavedVehicles(favouritesList, (missing) => {
    const removed = pruneFavourites(missing)
    if (removed > 0) setNotice(favouritesRemovedMessage(removed))
  })
  return (
    <div className="container favourites-page">
      <h1>Mes favoris</h1>
      <noscript>
        <p>
          Vos favoris sont gardés dans votre navigateur : leur affichage nécessite JavaScript.
          Activez-le, ou parcourez notre <a href={pageHref('stock')}>stock de véhicules</a>.
        </p>
      </noscript>
      <div role="status" className="favourites-page__notice">
        {notice && <p data-testid="favourites-notice">{notice}</p>}
      </div>
      {state.status === 'error' && (
        <p>
          Vos favoris n’ont pas pu être chargés. Réessayez dans un instant ou retournez au{' '}
          <Link href={pageHref('stock')}>stock</Link>.
        </p>
      )}
      {state.status === 'ready' && state.vehicles.length === 0 && (
        <div className="favourites-page__empty">
          <p>
            Vous n’avez pas encore de favoris. Touchez le cœur d’un véhicule du stock pour le
            retrouver ici.
          </p>
          <Link
            href={pageHref('stock')}
            className="button button--primary button--medium px-4 py-3"
          >
            Parcourir le stock
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.vehicles.length > 0 && (
        <>
          <p>
            {state.vehicles.length === 1
              ? '1 véhicule dans vos favoris.'
              : `${state.vehicles.length} véhicules dans vos favoris.`}
          </p>
          <ul className="favourites-page__list">
            {state.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <VehicleCard
                  vehicle={vehicle}
                  headingLevel={2}
                  listName="favoris"
                  actions={
                    <>
                      <FavouriteButton vehicle={vehicle} />
                      <CompareButton vehicle={vehicle} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
