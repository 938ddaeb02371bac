import { useState } from 'react'
import {
  COMPARE_TOO_FEW_MESSAGE,
  compareRemovedMessage,
} from '../../features/compare/compare-rules.ts'
import { compareList, pruneCompare } from '../../features/compare/compare-store.ts'
import { CompareTable } from '../../features/compare/compare-table.tsx'
import { useSavedVehicles } from '../../features/favourites/use-saved-vehicles.ts'
import { Link } from '../../navigation/link.tsx'
import './page.css'
import { pageHref } from '../../routes/href.ts'

/** `/stock/comparer`: the visitor's selection, side by side (spec §4, §5). */
export function Page() {
  const [notice, setNotice] = useState('')
  const state = useSavedVehicles(compareList, (missing) => {
    const removed = pruneCompare(missing)
    if (removed > 0) setNotice(compareRemovedMessage(removed))
  })
  return (
    <div className="container compare-page">
      <h1>Comparer des véhicules</h1>
      <noscript>
        <p>
          La comparaison se fait dans votre navigateur à partir des véhicules que vous sélectionnez
          dans le stock : elle nécessite JavaScript. Activez-le, ou parcourez notre{' '}
          <a href={pageHref('stock')}>stock de véhicules</a>.
        </p>
      </noscript>
      <div role="status" className="compare-page__notice">
        {notice && <p>{notice}</p>}
      </div>
      {state.status === 'error' && (
        <p>
          Votre sélection n’a pas pu être chargée. Réessayez dans un instant ou retournez au{' '}
          <Link href={pageHref('stock')}>stock</Link>.
        </p>
      )}
      {state.status === 'ready' && state.vehicles.length < 2 && (
        <div className="compare-page__empty">
          <p data-testid="compare-too-few">{COMPARE_TOO_FEW_MESSAGE}</p>
          {state.vehicles.length === 1 && (
            <p>
              Sélectionné : {state.vehicles[0]!.title} {state.vehicles[0]!.trim}.
            </p>
          )}
          <Link
            href={pageHref('stock')}
            className="button button--primary button--medium px-4 py-3"
          >
            Parcourir le stock
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.vehicles.length >= 2 && (
        <CompareTable vehicles={state.vehicles} />
      )}
    </div>
  )
}
