import { useEffect, useMemo, useState } from 'react'
import type { MapMarker } from './dealer-map.ts'
import { trackLocation } from './location-analytics.ts'
import { LocationFiltersForm } from './location-filters-form.tsx'
import { LocationList } from './location-list.tsx'
import { LocationMap } from './location-map.tsx'
import type { LocationOverviewData } from './location-overview-types.ts'
import { type LocationFilters, filterLocations, locationFiltersQuery } from './location-search.ts'
import { locationPath } from './location-paths.ts'
import { sellsBrand } from './location-view.ts'
import './locations.css'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'

/**
 * The dealer list with map (spec §2): search bar, brand and service selectors, the matching
 * dealerships as a list and as markers. The first render uses the filters of the URL, as the
 * server did, so the list is complete and correct without JavaScript.
 */
export function LocationOverview({
  id,
  data,
  showMap,
}: {
  /** Prefix of the form's element ids: stable on server and client (the block's uid). */
  id: string
  data: LocationOverviewData
  showMap: boolean
}) {
  const text = useMessages(locationsMessages)
  const language = useLanguage()
  const [filters, setFilters] = useState<LocationFilters>(data.filters)
  const matches = useMemo(() => filterLocations(data.locations, filters), [data.locations, filters])
  const brandNames = useMemo(
    () => new Map(data.brandOptions.map((option) => [option.value, option.label])),
    [data.brandOptions]
  )
  const markers = useMemo<MapMarker[]>(
    () =>
      matches.map((location) => ({
        slug: location.slug,
        name: location.name,
        street: location.address.street,
        postcodeAndTown: `${location.address.postcode} ${location.address.town}`,
        lat: location.coordinates.lat,
        lng: location.coordinates.lng,
        href: locationPath(
          location.slug,
          language,
          sellsBrand(location, data.linkBrand) ? data.linkBrand : null
        ),
      })),
    [matches, data.linkBrand, language]
  )

  useEffect(() => {
    trackLocation('view_location_overview', null, { locations: data.locations.length })
  }, [data.locations.length])

  const change = (next: LocationFilters) => {
    setFilters(next)
    // The address keeps the search, so it can be shared and survives a reload.
    const url = `${window.location.pathname}${locationFiltersQuery(next)}${window.location.hash}`
    window.history.replaceState(window.history.state, '', url)
  }
  const filtered = filters.q !== '' || filters.brand !== '' || filters.service !== ''

  return (
    <div className="location-overview">
      <LocationFiltersForm
        id={id}
        filters={filters}
        brandOptions={data.brandOptions}
        serviceOptions={data.serviceOptions}
        onChange={change}
        onCommit={(next, name) =>
          trackLocation('adjust_location_filter', null, {
            filter: { name, value: next[name] },
            results: filterLocations(data.locations, next).length,
          })
        }
      />
      <div className="location-overview__summary">
        <p role="status" className="location-overview__count">
          {matches.length === 0 ? text.notFound : text.count(matches.length)}
        </p>
        {filtered && (
          // The same page without its query: a reset, not a navigation (hence no Link).
          <a
            href="?"
            className="location-overview__reset"
            onClick={(event) => {
              event.preventDefault()
              change({ q: '', brand: '', service: '' })
            }}
          >
            {text.showAll}
          </a>
        )}
      </div>
      <div className={showMap ? 'location-overview__body' : 'location-overview__body--list'}>
        {matches.length > 0 ? (
          <LocationList locations={matches} brandNames={brandNames} linkBrand={data.linkBrand} />
        ) : (
          <p className="location-overview__empty">{text.empty}</p>
        )}
        {showMap && <LocationMap markers={markers} label={text.mapLabel} />}
      </div>
    </div>
  )
}
