import { brandNames } from '../../../client/domain/brand.ts'
import germanVocabulary from '../../../client/locale/messages/de/vehicle-vocabulary.ts'
import fuelLabelsOf from '../../../client/locale/messages/fr/vehicle-vocabulary.ts'
import type { DemoDatasource } from '../../../worker/local-services/content/datasources.ts'

/**
 * Datasources of the demo space (cdn/datasources, cdn/datasource_entries): the editor's pick
 * lists, in Storyblok's shape. Fuels carry a German dimension (`de`), so the `dimension`
 * parameter has something to answer. Deterministic: fixed ids and dates.
 */
const fuelLabels = fuelLabelsOf.fuel
const CREATED_AT = '2026-09-01T08:00:00.000Z'

/** German fuel names for the `de` dimension: the German catalogue's. */
const fuelNamesDe = germanVocabulary.fuel

export function demoDatasources(): DemoDatasource[] {
  return [
    {
      id: 91_001,
      name: 'Marques',
      slug: 'marques',
      dimensions: [],
      entries: Object.entries(brandNames).map(([value, name], index) => ({
        id: 92_001 + index,
        name,
        value,
        dimensionValues: {},
      })),
    },
    {
      id: 91_002,
      name: 'Carburants',
      slug: 'carburants',
      dimensions: [
        {
          id: 93_001,
          name: 'Deutsch',
          entry_value: 'de',
          datasource_id: 91_002,
          created_at: CREATED_AT,
          updated_at: CREATED_AT,
        },
      ],
      entries: Object.entries(fuelLabels).map(([value, name], index) => ({
        id: 92_101 + index,
        name,
        value,
        dimensionValues: { de: fuelNamesDe[value as keyof typeof fuelLabels] },
      })),
    },
    {
      // The editors' own redirects (worker/content/editor-redirects.ts): name = old path,
      // value = new path, checked on every publish like the legacy table.
      id: 91_003,
      name: 'Redirections',
      slug: 'redirects',
      dimensions: [],
      entries: [
        ['/autofestival', '/private-lease'],
        ['/atelier', '/services/service-apres-vente'],
      ].map(([name = '', value = ''], index) => ({
        id: 92_201 + index,
        name,
        value,
        dimensionValues: {},
      })),
    },
  ]
}
