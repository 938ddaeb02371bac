import { useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { TradeInValuation } from '../../domain/vehicle.ts'
import { compareList } from '../compare/compare-store.ts'
import { favouritesList } from '../favourites/favourites-store.ts'
import type { Dealership } from '../lead-forms/dealerships.ts'
import { LeadForm } from '../lead-forms/lead-form.tsx'
import type { TradeInDescription } from './request-valuation.ts'
import { useTradeInChoices } from './trade-in-choices.ts'
import { useMessages } from '../../locale/messages.ts'
import { tradeInMessages } from '../../locale/messages/trade-in.ts'

/**
 * The estimate sent as a `trade-in` lead: the car described above (already filled in), the
 * indicative offer, and the vehicle the visitor wants, picked among their favourites and
 * compared vehicles (or none).
 */
export function TradeInLead({
  car,
  valuation,
  dealerships,
}: {
  car: TradeInDescription
  valuation: TradeInValuation
  /** The dealerships the form offers, sent with the valuation (the stock API's locations). */
  dealerships: readonly Dealership[]
}) {
  const id = useId()
  const text = useMessages(tradeInMessages)
  const favourites = useSnapshot(favouritesList.state).items
  const compared = useSnapshot(compareList.state).items
  const tradeInChoices = useTradeInChoices()
  const [wanted, setWanted] = useState('')
  useEffect(() => {
    favouritesList.load()
    compareList.load()
  }, [])
  const saved = [...favourites, ...compared].filter(
    (item, index, all) => all.findIndex((other) => other.id === item.id) === index
  )
  const chosen = saved.find((item) => String(item.id) === wanted)
  const formId = 'formulaire-reprise'
  return (
    <div className="trade-in-lead">
      {saved.length > 0 && (
        <p className="trade-in-lead__wanted">
          <label htmlFor={`${id}-wanted`}>{text.wanted}</label>
          <select
            id={`${id}-wanted`}
            value={wanted}
            onChange={(event) => setWanted(event.target.value)}
          >
            <option value="">{text.noneYet}</option>
            {saved.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </p>
      )}
      <LeadForm
        // A new subject is a new form: its hidden fields are set when it starts.
        key={chosen?.id ?? 'none'}
        kind="trade-in"
        formId={formId}
        pageUrl={window.location.pathname}
        tradeOffer={valuation.offer.amount}
        tradeInChoices={tradeInChoices}
        dealerships={dealerships}
        subject={
          chosen ? { type: 'vehicle', id: String(chosen.id), title: chosen.title } : undefined
        }
        // The car was described for the estimate: the form starts with it filled in.
        serverState={{
          formId,
          errors: {},
          values: {
            tradeBrand: car.brand,
            tradeModel: car.model,
            tradeYear: car.year,
            tradeMileage: car.mileage,
            tradeFuel: car.fuel,
            tradeCondition: car.condition,
          },
        }}
      />
    </div>
  )
}
