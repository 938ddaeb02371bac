import { z } from 'zod'
import { closureSchema, departmentSchema } from './opening-hours.ts'

/**
 * A dealership as a lead form sees one: how to reach it and when its showroom and workshop take
 * appointments (client/features/lead-forms/dealerships.ts makes it from a location).
 */
export const dealershipSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  showroom: departmentSchema,
  workshop: departmentSchema,
  /** Closures beyond the public holidays, which are computed for any year. */
  extraClosures: z.array(closureSchema),
})
