import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: the standard three-column card grid. */
export const cardGridSchema = createCardGridSchema('card_grid').meta({
  title: 'Grille de cartes (3 colonnes)',
  description: 'Cartes sur trois colonnes : services, offres, liens.',
})
export type CardGridBlock = z.infer<typeof cardGridSchema>
