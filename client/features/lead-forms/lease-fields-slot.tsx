import { lazySlot } from '../../ui/lazy-slot.tsx'

/**
 * The lease configuration's fields of a lead form (and the calculator's formula they show the
 * monthly price with): code only a form that carries a lease configuration needs. Unlike the
 * other slots, a page awaits it even for its first hydration (`prepareLeadFormPage`): the fields'
 * values live in the form's state, whose every change gives the slot new props, which a slot
 * still waiting for its code would answer by dropping the server's HTML.
 */
export const leaseFields = lazySlot(() =>
  import('./lease-fields.tsx').then((module) => module.LeaseFields)
)

export const LeaseFieldsSlot = leaseFields.Slot
