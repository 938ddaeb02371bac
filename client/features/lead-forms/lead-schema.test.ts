import { describe, expect, it } from 'vitest'
import type { DayHours, WeeklyHours } from '../../domain/location.ts'
import { demoDealershipList } from '../../../scripts/demo-data/demo-dealerships.ts'
import { type Dealership, directoryOf } from './dealerships.ts'
import { createLeadSchema } from './lead-schema.ts'

// Monday 23 November 2026, 10:00 in Luxembourg.
const now = () => new Date('2026-11-23T09:00:00Z')
const schema = createLeadSchema({
  now,
  language: 'fr',
  dealership: directoryOf(demoDealershipList),
})
const base = {
  kind: 'test-drive',
  idempotencyKey: '7d0f4c1e-3a52-4d38-9a43-1f3c4f7a9b10',
  civility: 'autre',
  firstName: 'Joëlle',
  lastName: "N'Guessan",
  email: 'joelle@example.lu',
  phone: '691 000 111',
  location: 'bertrange',
  date: '2026-11-24',
  time: '10:30',
  consent: true,
  vehicleChoice: 'kia.ev3',
  snapshot: { pageUrl: '/reserver-un-essai', utm: {} },
}

describe('the dealerships a lead may name', () => {
  // A group of one dealership, open 08:00–12:00 on weekdays, whose slug the bundled copy lacks.
  const openMornings: DayHours = { open: true, ranges: [{ from: '08:00', to: '12:00' }] }
  const week: WeeklyHours = {
    monday: openMornings,
    tuesday: openMornings,
    wednesday: openMornings,
    thursday: openMornings,
    friday: openMornings,
    saturday: { open: false },
    sunday: { open: false },
  }
  const wasserbillig: Dealership = {
    slug: 'wasserbillig',
    name: 'Garage de Wasserbillig',
    phone: '+352 74 00 00',
    email: 'wasserbillig@garage.lu',
    showroom: { label: 'Showroom', week },
    workshop: { label: 'Atelier', week },
    extraClosures: [],
  }
  const directory = (slug: string) => (slug === wasserbillig.slug ? wasserbillig : undefined)
  const group = createLeadSchema({ now, language: 'fr', dealership: directory })

  it('are the directory’s, not a list bundled with the code', () => {
    expect(group.safeParse({ ...base, location: 'wasserbillig' }).success).toBe(true)
    const result = group.safeParse(base)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['location'])
  })

  it('check appointments against the hours the directory gives', () => {
    const afternoon = group.safeParse({ ...base, location: 'wasserbillig', time: '14:00' })
    expect(afternoon.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['time'])
  })

  it('without a directory, take any well-formed slug and no other', () => {
    const open = createLeadSchema({ now, language: 'fr', dealership: null })
    expect(open.safeParse({ ...base, location: 'wasserbillig', time: '14:00' }).success).toBe(true)
    expect(open.safeParse({ ...base, location: 'Not a slug' }).success).toBe(false)
  })
})

describe('the lead schema', () => {
  it('accepts a test drive within the opening hours', () => {
    expect(schema.safeParse(base).success).toBe(true)
  })

  it.each([
    ['a Sunday', { date: '2026-11-29' }],
    ['before opening', { time: '07:30' }],
    ['the last half hour crossing closing time', { time: '18:30' }],
    ['a public holiday (Christmas)', { date: '2026-12-25' }],
    ['the past', { date: '2026-11-23', time: '09:00' }],
  ])('refuses a slot on %s', (_, change) => {
    const result = schema.safeParse({ ...base, ...change })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['time'])
  })

  it('asks which model a test drive without a vehicle is for, in French', () => {
    const { vehicleChoice: _none, ...withoutModel } = base
    const result = schema.safeParse(withoutModel)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vehicleChoice', 'Veuillez choisir le modèle que vous souhaitez essayer.'],
    ])
    // A brand alone ("Kia, modèle à préciser") is a choice; a made-up value is not.
    expect(schema.safeParse({ ...base, vehicleChoice: 'kia' }).success).toBe(true)
    expect(schema.safeParse({ ...base, vehicleChoice: '<script>' }).success).toBe(false)
  })

  it('speaks the language it is built for, with the same rules', () => {
    const german = createLeadSchema({
      now,
      language: 'de',
      dealership: directoryOf(demoDealershipList),
    })
    const result = german.safeParse({ ...base, email: 'joelle', tradeYear: undefined })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ])
    expect(german.safeParse(base).success).toBe(true)
  })

  it('carries a lease configuration as sent, for the Worker to check', () => {
    const lease = {
      view: 'private',
      colour: 'stock',
      durationMonths: '36',
      annualMileageKm: '20000',
      deposit: '3000',
      establishmentFee: '250',
    }
    const result = schema.safeParse({
      ...base,
      kind: 'interest',
      snapshot: { ...base.snapshot, subject: { type: 'vehicle', id: '1042' }, lease },
    })
    expect(result.data?.snapshot.lease).toEqual(lease)
  })

  it('speaks French for missing and malformed fields', () => {
    const result = schema.safeParse({ ...base, email: 'nope', firstName: '', consent: false })
    // The first message of a field is the one shown.
    const messages: Record<string, string> = {}
    for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message
    expect(messages).toMatchObject({
      email: 'Veuillez saisir une adresse e-mail valide.',
      firstName: 'Ce champ est obligatoire.',
    })
    expect(messages.consent).toMatch(/^Veuillez accepter/)
  })
})
