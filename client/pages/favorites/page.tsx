import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { CompareButton } from '../../features/compare/compare-button.tsx'
import { FavouriteButton } from '../../features/favourites/favourite-button.tsx'
import {
  favouritesList,
  favouritesState,
  pruneFavourites,
} from '../../features/favourites/favourites-store.ts'
import { priceDropOf, rememberPrices } from '../../features/favourites/price-drop.ts'
import { useSavedVehicles } from '../../features/favourites/use-saved-vehicles.ts'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { favouritesMessages } from '../../locale/messages/favourites.ts'
import { favouritesPageMessages } from '../../locale/messages/favourites-page.ts'
import { Link } from '../../../framework/router/link.tsx'
import './page.css'
import { pageHref } from '../../routes/href.ts'

/**
 * `/stock/favoris`: the vehicles the visitor kept. Sold ones leave the list on the visit, and the
 * visitor is told how many (spec §4).
 */
export function Page() {
  const [notice, setNotice] = useState('')
  const text = useMessages(favouritesPageMessages)
  const removedText = useMessages(favouritesMessages).removed
  const language = useLanguage()
  const state = useSavedVehicles(favouritesList, (missing) => {
    const removed = pruneFavourites(missing)
    if (removed > 0) setNotice(removedText(removed))
  })
  const { items } = useSnapshot(favouritesState)
  const format = useFormats()
  const current = state.status === 'ready' ? state.vehicles : null
  // Favourites kept before their price was: the price seen now is the one a drop counts from.
  useEffect(() => {
    if (current)
      rememberPrices(
        current.map((vehicle) => ({ id: vehicle.id, price: vehicle.price.purchase.amount }))
      )
  }, [current])
  return (
    <div className="container favourites-page">
      <h1>{text.title}</h1>
      <noscript>
        <p>
          {text.noScript.before}
          <a href={pageHref('stock', language)}>{text.noScript.link}</a>
          {text.noScript.after}
        </p>
      </noscript>
      <div role="status" className="favourites-page__notice">
        {notice && <p data-testid="favourites-notice">{notice}</p>}
      </div>
      {state.status === 'error' && (
        <p>
          {text.error.before} <Link href={pageHref('stock', language)}>{text.error.link}</Link>
          {text.error.after}
        </p>
      )}
      {state.status === 'ready' && state.vehicles.length === 0 && (
        <div className="favourites-page__empty">
          <p>{text.empty}</p>
          <Link
            href={pageHref('stock', language)}
            className="button button--primary button--medium px-4 py-3"
          >
            {text.browseStock}
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.vehicles.length > 0 && (
        <>
          <p>{text.count(state.vehicles.length)}</p>
          <ul className="favourites-page__list">
            {state.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <PriceDrop
                  before={priceDropOf(items, vehicle)}
                  format={format}
                  text={text.priceDrop}
                />
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

/** "Prix baissé": the price the visitor kept the vehicle at, struck, when it is lower now. */
function PriceDrop({
  before,
  format,
  text,
}: {
  before: number | null
  format: ReturnType<typeof useFormats>
  text: { label: string; before: string }
}) {
  if (before === null) return null
  return (
    <p className="favourites-page__price-drop" data-testid="price-drop">
      <strong>{text.label}</strong> <span className="visually-hidden">{text.before}</span>
      <s>{format.price(before)}</s>
    </p>
  )
}
