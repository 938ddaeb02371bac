import type { Closure, DayHours, Department } from '../../domain/location.ts'
import { luxembourgPublicHolidayDates } from '../opening-hours/luxembourg-public-holiday-dates.ts'

/**
 * The facts a lead form needs about each dealership: its name, how to reach it and when its
 * showroom and workshop take appointments. The Worker takes them from the stock API's
 * /v1/locations (worker/leads/dealership-directory.ts, cached, its last copy kept through an
 * outage): that list decides which dealerships a lead may name, and whom a 503 answer names.
 * The copy below is what the browser's forms offer and check before sending (the demo's
 * dealerships: docs/decisions/0054 lists moving the forms to the locations data as what is left).
 */
export const dealershipSlugs = [
  'bertrange',
  'niederkorn',
  'esch-sur-alzette',
  'centre-de-vehicules-d-occasion',
  'vmal',
] as const
export type DealershipSlug = (typeof dealershipSlugs)[number]

export interface Dealership {
  slug: string
  name: string
  phone: string
  email: string
  showroom: Department
  workshop: Department
  /** Closures beyond the public holidays, which are computed for any year. */
  extraClosures: Closure[]
}

const closed = { open: false } as const
const open = (...ranges: Array<[from: string, to: string]>): DayHours => ({
  open: true,
  ranges: ranges.map(([from, to]) => ({ from, to })),
})
function department(label: string, weekdays: DayHours, saturday: DayHours): Department {
  const day = weekdays
  return {
    label,
    week: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday,
      sunday: closed,
    },
  }
}
const workshopHours = open(['07:30', '12:00'], ['13:00', '17:30'])
const mailDomain = 'groupe-auto.example'

export const dealerships: Record<DealershipSlug, Dealership> = {
  bertrange: {
    slug: 'bertrange',
    name: 'Concession de Bertrange',
    phone: '+352 26 44 10 00',
    email: `bertrange@${mailDomain}`,
    showroom: department('Showroom', open(['08:00', '18:30']), open(['09:00', '17:00'])),
    workshop: department('Atelier', workshopHours, open(['08:00', '12:00'])),
    extraClosures: [],
  },
  niederkorn: {
    slug: 'niederkorn',
    name: 'Concession de Niederkorn',
    phone: '+352 27 58 32 00',
    email: `niederkorn@${mailDomain}`,
    showroom: department(
      'Showroom',
      open(['08:00', '12:00'], ['13:00', '18:30']),
      open(['09:00', '12:00'], ['13:00', '17:00'])
    ),
    workshop: department('Atelier', workshopHours, closed),
    extraClosures: [],
  },
  'esch-sur-alzette': {
    slug: 'esch-sur-alzette',
    name: "Concession d'Esch-sur-Alzette",
    phone: '+352 26 53 77 00',
    email: `esch@${mailDomain}`,
    showroom: department('Showroom', open(['08:30', '18:30']), open(['10:00', '17:00'])),
    workshop: department('Atelier', workshopHours, closed),
    extraClosures: [],
  },
  'centre-de-vehicules-d-occasion': {
    slug: 'centre-de-vehicules-d-occasion',
    name: "Centre de Véhicules d'Occasion",
    phone: '+352 26 10 45 00',
    email: `occasions@${mailDomain}`,
    showroom: department('Showroom', open(['09:00', '18:30']), open(['09:00', '17:00'])),
    workshop: department(
      'Atelier de préparation',
      open(['08:00', '12:00'], ['13:00', '17:00']),
      closed
    ),
    extraClosures: [],
  },
  vmal: {
    slug: 'vmal',
    name: 'VMAL Centre Utilitaires',
    phone: '+352 26 35 80 00',
    email: `vmal@${mailDomain}`,
    showroom: department('Showroom', open(['07:30', '18:00']), open(['09:00', '12:00'])),
    workshop: department('Atelier', open(['07:00', '19:00']), open(['08:00', '12:00'])),
    extraClosures: [{ date: '2026-12-31', label: 'Fermeture exceptionnelle : inventaire annuel' }],
  },
}

/**
 * The closed dates around `date`: the public holidays of the years around it plus the
 * dealership's own closures. Dates only: the slot picker shows no closure's name.
 */
export function closuresOf(dealership: Dealership, date: string): Pick<Closure, 'date'>[] {
  const year = Number(date.slice(0, 4))
  return [
    ...luxembourgPublicHolidayDates(year - 1),
    ...luxembourgPublicHolidayDates(year),
    ...luxembourgPublicHolidayDates(year + 1),
    ...dealership.extraClosures,
  ]
}

export function isDealershipSlug(value: string): value is DealershipSlug {
  return (dealershipSlugs as readonly string[]).includes(value)
}

/** Finds a dealership by slug; `undefined` for a slug the group does not have. */
export type DealershipDirectory = (slug: string) => Dealership | undefined

/** The browser forms' directory: the copy above. */
export const bundledDealerships: DealershipDirectory = (slug) =>
  isDealershipSlug(slug) ? dealerships[slug] : undefined
