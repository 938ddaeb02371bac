import { templates } from '../e2e/templates.ts'

const vehicleForm = templates.find((template) => template.name === 'vehicle interest form')!.path

/**
 * Forms that carry a lease configuration: their lease fields' code is loaded on demand
 * (client/features/lead-forms/lease-fields-slot.tsx), and must be there before the render.
 */
export const leaseForms = [
  { name: 'vehicle form with a calculator’s lease', path: `${vehicleForm}?duree=36`, status: 200 },
  {
    name: 'embedded form with a lease offer',
    path: '/contact?offre=kia-ev3-air&duree=36&km=20000&acompte=1500&frais=250',
    status: 200,
  },
]
