import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: compact cards without images emphasis (quick links). */
export const cardGridSmallSchema = createCardGridSchema('card_grid_small').meta({
  title: 'Petites cartes',
  description: 'Cartes compactes, sans image de grande taille.',
})
export type CardGridSmallBlock = z.infer<typeof cardGridSmallSchema>
