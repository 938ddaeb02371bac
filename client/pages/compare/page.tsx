import { useState } from 'react'
import { compareList, pruneCompare } from '../../features/compare/compare-store.ts'
import { CompareTable } from '../../features/compare/compare-table.tsx'
import { useSavedVehicles } from '../../features/favourites/use-saved-vehicles.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { compareMessages } from '../../locale/messages/compare.ts'
import { comparePageMessages } from '../../locale/messages/compare-page.ts'
import { Link } from '../../../framework/router/link.tsx'
import './page.css'
import { pageHref } from '../../routes/href.ts'

/** `/stock/comparer`: the visitor's selection, side by side (spec §4, §5). */
export function Page() {
  const [notice, setNotice] = useState('')
  const text = useMessages(comparePageMessages)
  const rules = useMessages(compareMessages)
  const language = useLanguage()
  const state = useSavedVehicles(compareList, (missing) => {
    const removed = pruneCompare(missing)
    if (removed > 0) setNotice(rules.removed(removed))
  })
  return (
    <div className="container compare-page">
      <h1>{text.title}</h1>
      <noscript>
        <p>
          {text.noScript.before} <a href={pageHref('stock', language)}>{text.noScript.link}</a>
          {text.noScript.after}
        </p>
      </noscript>
      <div role="status" className="compare-page__notice">
        {notice && <p>{notice}</p>}
      </div>
      {state.status === 'error' && (
        <p>
          {text.error.before} <Link href={pageHref('stock', language)}>{text.error.link}</Link>
          {text.error.after}
        </p>
      )}
      {state.status === 'ready' && state.vehicles.length < 2 && (
        <div className="compare-page__empty">
          <p data-testid="compare-too-few">{rules.tooFew}</p>
          {state.vehicles.length === 1 && (
            <p>{text.selected(state.vehicles[0]!.title, state.vehicles[0]!.trim)}</p>
          )}
          <Link
            href={pageHref('stock', language)}
            className="button button--primary button--medium px-4 py-3"
          >
            {text.browseStock}
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.vehicles.length >= 2 && (
        <CompareTable vehicles={state.vehicles} />
      )}
    </div>
  )
}
