import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionField, optionalText } from '../fields/text.ts'
import { employeeSchema } from '../employee/schema.ts'

/** Section block: a hand-picked list of people (management, portraits, contact persons). */
export const employeesSchema = z
  .object({
    ...sectionBase,
    component: z.literal('employees'),
    title: optionalText,
    intro: optionalText,
    employees: z.array(employeeSchema).min(1),
    layout: optionField(['cards', 'list'], 'cards'),
  })
  .meta({
    title: 'Équipe',
    description: 'Portraits de collaborateurs, en cartes ou en liste.',
  })
export type EmployeesBlock = z.infer<typeof employeesSchema>
