import { z } from 'zod'
import { buttonsField } from '../button/schema.ts'
import { cardSchema } from '../card/schema.ts'
import { sectionBase } from './blocks.ts'
import { optionField, optionalText } from './text.ts'

/**
 * The seven card grids share their fields; they differ by layout only, which is why each keeps
 * its own component name (editors pick the layout by picking the block).
 */
export function createCardGridSchema<const T extends string>(component: T) {
  return z.object({
    ...sectionBase,
    component: z.literal(component),
    title: optionalText,
    intro: optionalText,
    cards: z.array(cardSchema).min(1),
    buttons: buttonsField,
    background: optionField(['white', 'light', 'dark'], 'white'),
  })
}
