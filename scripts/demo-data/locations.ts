import type { BrandSlug } from '../../client/domain/brand.ts'
import type {
  Closure,
  DayHours,
  Department,
  Employee,
  Location,
} from '../../client/domain/location.ts'
import { luxembourgPublicHolidays } from '../../client/features/opening-hours/luxembourg-public-holidays.ts'

/**
 * The group's five dealerships as demo data: fixed values only (no clock, no randomness), so that
 * every run, seed and screenshot shows the same thing. Addresses are real streets and postcodes;
 * phone numbers, bank accounts and VAT numbers are invented but pass their format checks.
 */

/** Years covered by the demo closures: the current and the next calendar year of the demo. */
export const demoYears = [2026, 2027] as const

/** A reserved domain (RFC 2606): demo mail must never reach a real inbox. */
export const demoEmailDomain = 'groupe-auto.example'

const closed = { open: false } as const
const open = (...ranges: Array<[from: string, to: string]>): DayHours => ({
  open: true,
  ranges: ranges.map(([from, to]) => ({ from, to })),
})

/** Same hours Monday to Friday; Luxembourg showrooms also open on Saturday, never on Sunday. */
function department(label: string, weekdays: DayHours, saturday: DayHours): Department {
  return {
    label,
    week: {
      monday: weekdays,
      tuesday: weekdays,
      wednesday: weekdays,
      thursday: weekdays,
      friday: weekdays,
      saturday,
      sunday: closed,
    },
  }
}

const publicHolidays: Closure[] = demoYears.flatMap((year) => luxembourgPublicHolidays(year, 'fr'))

function closuresWith(...extra: Closure[]): Closure[] {
  return [...publicHolidays, ...extra].sort((a, b) => a.date.localeCompare(b.date))
}

/** "Joëlle Goedert" → "joelle-goedert" (id, photo file) and "joelle.goedert@…" (mailbox). */
function asciiWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
}

type AdviserRow = [name: string, role: string, brands: BrandSlug[]]

/** A site's advisers; their direct lines are the switchboard number with extensions 11, 12, … */
function advisers(switchboard: string, rows: AdviserRow[]): Employee[] {
  return rows.map(([name, role, brands], index) => {
    const id = asciiWords(name).join('-')
    return {
      id,
      name,
      role,
      brands,
      phone: `${switchboard} ${11 + index}`,
      email: `${asciiWords(name).join('.')}@${demoEmailDomain}`,
      photo: `/demo/employees/${id}.svg`,
    }
  })
}

const workshopHours = open(['07:30', '12:00'], ['13:00', '17:30'])

export const locations: Location[] = [
  {
    slug: 'bertrange',
    name: 'Concession de Bertrange',
    // Zone Bourmicht, along the route d'Arlon between Bertrange and Strassen.
    address: {
      street: '12, rue des Mérovingiens',
      postcode: 'L-8070',
      town: 'Bertrange',
      country: 'LU',
    },
    coordinates: { lat: 49.6168, lng: 6.0712 },
    phone: '+352 26 44 10 00',
    email: `bertrange@${demoEmailDomain}`,
    vatNumber: 'LU26481540',
    iban: 'LU020011234567890123',
    brands: [
      'ford',
      'opel',
      'kia',
      'hyundai',
      'jeep',
      'fiat',
      'abarth',
      'alfa-romeo',
      'lancia',
      'corvette',
    ],
    services: [
      'sales',
      'used',
      'workshop',
      'bodywork',
      'tyres',
      'parts',
      'leasing',
      'financing',
      'fleet',
    ],
    departments: {
      showroom: department('Showroom', open(['08:00', '18:30']), open(['09:00', '17:00'])),
      workshop: department('Atelier', workshopHours, open(['08:00', '12:00'])),
    },
    closures: closuresWith(),
    employees: advisers('+352 26 44 10', [
      ['Marc Weber', 'Chef des ventes', ['ford', 'opel']],
      ['Sophie Schmit', 'Conseillère commerciale', ['kia', 'hyundai']],
      ['Luc Hoffmann', 'Conseiller commercial', ['jeep', 'fiat', 'abarth', 'lancia']],
      ['Carole Feller', 'Conseillère commerciale', ['ford']],
      ['Yves Majerus', 'Conseiller commercial', ['alfa-romeo', 'corvette']],
      ['Nathalie Reuter', 'Conseillère entreprises et flottes', ['ford', 'opel', 'kia']],
    ]),
  },
  {
    slug: 'niederkorn',
    name: 'Concession de Niederkorn',
    address: {
      street: '5, zone industrielle Haneboesch',
      postcode: 'L-4562',
      town: 'Niederkorn',
      country: 'LU',
    },
    coordinates: { lat: 49.5372, lng: 5.8861 },
    phone: '+352 27 58 32 00',
    email: `niederkorn@${demoEmailDomain}`,
    vatNumber: 'LU19730682',
    iban: 'LU900027310046528100',
    brands: ['kia', 'hyundai', 'suzuki', 'mg'],
    services: ['sales', 'used', 'workshop', 'tyres', 'parts', 'leasing'],
    departments: {
      showroom: department(
        'Showroom',
        open(['08:00', '12:00'], ['13:00', '18:30']),
        open(['09:00', '12:00'], ['13:00', '17:00'])
      ),
      workshop: department('Atelier', workshopHours, closed),
    },
    closures: closuresWith(),
    employees: advisers('+352 27 58 32', [
      ['Tom Kremer', 'Chef des ventes', ['kia', 'hyundai']],
      ['Laura Thill', 'Conseillère commerciale', ['suzuki', 'mg']],
      ['Patrick Kieffer', 'Conseiller commercial', ['kia']],
      ['Mireille Hansen', 'Conseillère service après-vente', ['kia', 'hyundai', 'suzuki', 'mg']],
    ]),
  },
  {
    slug: 'esch-sur-alzette',
    name: "Concession d'Esch-sur-Alzette",
    address: {
      street: '98, route de Belvaux',
      postcode: 'L-4026',
      town: 'Esch-sur-Alzette',
      country: 'LU',
    },
    coordinates: { lat: 49.5035, lng: 5.964 },
    phone: '+352 26 53 77 00',
    email: `esch@${demoEmailDomain}`,
    vatNumber: 'LU30519211',
    iban: 'LU370032904185736200',
    brands: ['opel', 'ford', 'jeep', 'fiat', 'alfa-romeo'],
    services: ['sales', 'used', 'workshop', 'bodywork', 'tyres', 'parts', 'financing'],
    departments: {
      showroom: department('Showroom', open(['08:30', '18:30']), open(['10:00', '17:00'])),
      workshop: department('Atelier', workshopHours, closed),
    },
    closures: closuresWith(),
    employees: advisers('+352 26 53 77', [
      ['Jean-Paul Schroeder', 'Chef des ventes', ['opel', 'ford']],
      ['Sandrine Klein', 'Conseillère commerciale', ['opel']],
      ['Gilles Faber', 'Conseiller commercial', ['jeep', 'fiat', 'alfa-romeo']],
      ['Lynn Kayser', 'Conseillère commerciale', ['ford']],
      ['Steve Bintner', 'Conseiller commercial', ['fiat', 'jeep']],
    ]),
  },
  {
    slug: 'centre-de-vehicules-d-occasion',
    name: "Centre de Véhicules d'Occasion",
    address: {
      street: "7, rue de l'Industrie",
      postcode: 'L-8399',
      town: 'Windhof',
      country: 'LU',
    },
    coordinates: { lat: 49.6458, lng: 5.958 },
    phone: '+352 26 10 45 00',
    email: `occasions@${demoEmailDomain}`,
    vatNumber: 'LU22184759',
    iban: 'LU550095100847392600',
    // Every make is sold here second-hand, so the centre is not tied to any brand page.
    brands: [],
    services: ['used', 'workshop', 'financing', 'leasing'],
    departments: {
      showroom: department('Showroom', open(['09:00', '18:30']), open(['09:00', '17:00'])),
      workshop: department(
        'Atelier de préparation',
        open(['08:00', '12:00'], ['13:00', '17:00']),
        closed
      ),
    },
    closures: closuresWith(),
    employees: advisers('+352 26 10 45', [
      ['Christiane Wirtz', "Responsable véhicules d'occasion", []],
      ['Ben Becker', "Conseiller véhicules d'occasion", []],
      ['Joëlle Goedert', "Conseillère véhicules d'occasion", []],
      ['Pol Ries', 'Conseiller reprise et financement', []],
    ]),
  },
  {
    slug: 'vmal',
    name: 'VMAL Centre Utilitaires',
    address: {
      street: '24, rue Edmond Reuter',
      postcode: 'L-5326',
      town: 'Contern',
      country: 'LU',
    },
    coordinates: { lat: 49.5858, lng: 6.216 },
    phone: '+352 26 35 80 00',
    email: `vmal@${demoEmailDomain}`,
    vatNumber: 'LU31864020',
    iban: 'LU910146620391847500',
    brands: ['ford', 'opel', 'fiat'],
    services: [
      'commercial-vehicles',
      'sales',
      'used',
      'workshop',
      'tyres',
      'parts',
      'rental',
      'fleet',
      'leasing',
    ],
    departments: {
      showroom: department('Showroom', open(['07:30', '18:00']), open(['09:00', '12:00'])),
      // Tradespeople drop their vans before and after their own working day.
      workshop: department('Atelier', open(['07:00', '19:00']), open(['08:00', '12:00'])),
    },
    closures: closuresWith({
      date: '2026-12-31',
      label: 'Fermeture exceptionnelle : inventaire annuel',
    }),
    employees: advisers('+352 26 35 80', [
      ['Claude Wagner', 'Chef des ventes utilitaires', ['ford', 'opel', 'fiat']],
      ['Anne Muller', 'Conseillère véhicules utilitaires', ['ford']],
      ['Raoul Scholtes', 'Conseiller véhicules utilitaires', ['opel', 'fiat']],
      ['Martine Lentz', 'Conseillère location et flottes', ['ford', 'opel', 'fiat']],
    ]),
  },
]
