import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: compact cards without images emphasis (quick links). */
export const cardGridSmallSchema = createCardGridSchema('card_grid_small')
export type CardGridSmallBlock = z.infer<typeof cardGridSmallSchema>
