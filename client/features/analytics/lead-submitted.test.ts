import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ascLeadAliases } from '../../../browser/analytics/asc-aliases.ts'
import { ANALYTICS_DOM_EVENT } from './events.ts'
import { leadSubmittedPayload, trackLeadSubmitted } from './lead-submitted.ts'
import type { LeadConversionAnswer } from '../../api/lead-endpoint.ts'

const conversion = {
  kind: 'tyre-appointment',
  department: 'service',
  dealership: 'niederkorn',
  subject_type: null,
  vehicle_id: null,
  model_id: null,
  offer_id: null,
  brand: null,
  price: null,
  currency: 'EUR',
  lease: null,
} satisfies LeadConversionAnswer

let fired: Record<string, unknown>[]
let storage: Map<string, string>

beforeEach(() => {
  fired = []
  storage = new Map()
  const target = new EventTarget()
  target.addEventListener(ANALYTICS_DOM_EVENT, (event) =>
    fired.push((event as CustomEvent<Record<string, unknown>>).detail)
  )
  vi.stubGlobal('window', target)
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lead_submitted', () => {
  it('fires once per lead id, whatever number of answers or confirmations name it', () => {
    const id = crypto.randomUUID()
    expect(trackLeadSubmitted(id, conversion)).toBe(true)
    expect(trackLeadSubmitted(id, conversion)).toBe(false)
    expect(fired).toEqual([
      {
        event: 'lead_submitted',
        form: { id: 'tyre-appointment', kind: 'tyre-appointment' },
        lead: conversion,
        location: { id: 'niederkorn' },
      },
    ])
    // Another lead fires; a reload of the page (storage kept) does not fire the first again.
    expect(trackLeadSubmitted(crypto.randomUUID(), conversion)).toBe(true)
    expect(fired).toHaveLength(2)
    expect(JSON.parse(storage.get('dealer:leads-tracked') ?? '[]')).toContain(id)
  })

  it('ignores an answer without a lead id', () => {
    // An answer without a conversion never gets here: the leads endpoint's contract refuses it
    // (client/api/call-endpoint.test.ts).
    expect(trackLeadSubmitted('', conversion)).toBe(false)
    expect(fired).toEqual([])
  })

  it('carries the vehicle and the lease offer as the other events do', () => {
    expect(
      leadSubmittedPayload({ ...conversion, vehicle_id: 1042, offer_id: 'kia-ev3' })
    ).toMatchObject({ vehicle: { id: 1042 }, lease_vehicle: { id: 'kia-ev3' } })
  })
})

describe('ASC aliases', () => {
  it('name the form submission, then its department, with the ASC parameters', () => {
    const sales = ascLeadAliases(
      leadSubmittedPayload({
        ...conversion,
        kind: 'interest',
        department: 'sales',
        vehicle_id: 1042,
        model_id: 'kia.sportage',
        brand: 'kia',
        price: 32990,
      })
    )
    expect(sales.map((alias) => alias.event)).toEqual([
      'asc_form_submission',
      'asc_form_submission_sales',
    ])
    expect(sales[0]).toEqual({
      event: 'asc_form_submission',
      comm_type: 'form',
      comm_outcome: 'crm_update',
      department: 'sales',
      form_name: 'interest',
      form_type: 'interest',
      affiliation: 'niederkorn',
      item_id: 1042,
      item_make: 'kia',
      item_model: 'sportage',
      item_price: 32990,
      currency: 'EUR',
    })
    const service = ascLeadAliases(leadSubmittedPayload(conversion))
    expect(service.map((alias) => alias.event)).toEqual([
      'asc_form_submission',
      'asc_form_submission_service',
    ])
  })
})
