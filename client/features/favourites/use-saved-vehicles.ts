import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { VehiclesByIds, VehicleSummary } from '../../domain/vehicle.ts'
import type { Language } from '../../locale/language.ts'
import { useLanguage } from '../../locale/messages.ts'
import type { PersistedList } from './persisted-list.ts'

export type SavedVehiclesState =
  { status: 'loading' } | { status: 'ready'; vehicles: VehicleSummary[] } | { status: 'error' }

/** Asks the Worker which of these vehicles are still on sale, labelled in `language`. */
export async function fetchSavedVehicles(
  ids: readonly number[],
  language: Language
): Promise<VehiclesByIds> {
  if (ids.length === 0) return { vehicles: [], missing: [] }
  const result = await callEndpoint('vehicles', {
    language,
    input: { ids: ids.join(',') },
    // The answer may be cached for a minute; a visit to the list must see a sale at once.
    cache: 'no-cache',
  })
  if (result.kind !== 'answer' || !('vehicles' in result.answer)) {
    throw new Error(
      `GET /api/vehicles failed (${result.kind === 'answer' ? result.status : result.kind})`
    )
  }
  return result.answer
}

/**
 * The current data of a saved list's vehicles, in the list's order. Vehicles the stock no longer
 * has are handed to `onMissing` (which removes them and tells the visitor). The list is fetched
 * again when its ids change (another tab, a removal), not when it is only reordered.
 */
export function useSavedVehicles(
  list: { state: PersistedList; load: () => void },
  onMissing: (missing: number[]) => void
): SavedVehiclesState {
  const { items, loaded } = useSnapshot(list.state)
  const language = useLanguage()
  const [fetched, setFetched] = useState<{ key: string; vehicles: VehicleSummary[] } | 'error'>()
  const key = items
    .map((item) => item.id)
    .sort((a, b) => a - b)
    .join(',')

  // Vehicles already fetched: a removal (a subset of them) needs no new request.
  const known = useRef(new Set<number>())

  useEffect(() => list.load(), [list])
  useEffect(() => {
    if (!loaded) return
    let current = true
    const ids = key ? key.split(',').map(Number) : []
    if (ids.length > 0 && ids.every((id) => known.current.has(id))) return
    fetchSavedVehicles(ids, language).then(
      (answer) => {
        if (!current) return
        known.current = new Set(answer.vehicles.map((vehicle) => vehicle.id))
        if (answer.missing.length > 0) onMissing(answer.missing)
        setFetched({ key, vehicles: answer.vehicles })
      },
      () => current && setFetched('error')
    )
    return () => {
      current = false
    }
    // onMissing is an action, not an input of the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, loaded, language])

  if (fetched === 'error') return { status: 'error' }
  if (!loaded || !fetched) return { status: 'loading' }
  const byId = new Map(fetched.vehicles.map((vehicle) => [vehicle.id, vehicle]))
  const vehicles = items.flatMap((item) => byId.get(item.id) ?? [])
  return { status: 'ready', vehicles }
}
