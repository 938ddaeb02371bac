import { notFound } from '../../../client/errors/error-types.ts'
import type { Loader } from '../loader.ts'

export const contentLoader: Loader = async ({ path }) => {
  if (path !== '/') return { kind: 'error', error: notFound('page-not-found', path) }
  return {
    kind: 'page',
    data: {
      heading: 'Bienvenue chez Autosphère Luxembourg',
      lead: 'Véhicules neufs et d’occasion, leasing et entretien dans nos concessions de Bertrange, Niederkorn et Esch-sur-Alzette.',
    },
    meta: { title: 'Concessionnaire multimarque au Luxembourg' },
  }
}
