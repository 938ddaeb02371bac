import type { LeadConversionAnswer } from '../../api/lead-endpoint.ts'
import { track } from './events.ts'

/**
 * The `lead_submitted` event (docs/decisions/0058): pushed once per accepted lead, from the
 * Worker's answer (with JavaScript) or from the confirmation page (without). Both name the lead
 * by its id, which a retry or a double submit of the same lead gets again, so "once" holds per
 * lead across answers, reloads and tabs. Loaded only after a submit or with the analytics code,
 * never with a page's first load.
 */

const TRACKED_KEY = 'dealer:leads-tracked'
/** Enough for any visitor; the oldest ids go first. */
const KEEP = 20
/** Ids pushed in this page, for a browser that refuses localStorage. */
const trackedHere = new Set<string>()

function trackedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TRACKED_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : []
  } catch {
    return []
  }
}

/**
 * The conversion of a no-JavaScript confirmation's marker (the document's JSON, written by this
 * build's Worker from the same type as the answer's, lead-conversion.ts): the two fields the event
 * cannot do without are checked, the rest is taken as the Worker wrote it, like the page payload.
 */
const isConversion = (value: unknown): value is LeadConversionAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'kind') === 'string' &&
  typeof Reflect.get(value, 'dealership') === 'string'

/** The event's payload: the conversion, and the entities the other events carry (spec §9). */
export function leadSubmittedPayload(conversion: LeadConversionAnswer) {
  const vehicleId = conversion.vehicle_id
  const offerId = conversion.offer_id
  return {
    form: { id: conversion.kind, kind: conversion.kind },
    lead: conversion,
    location: { id: conversion.dealership },
    ...(typeof vehicleId === 'number' ? { vehicle: { id: vehicleId } } : {}),
    ...(typeof offerId === 'string' ? { lease_vehicle: { id: offerId } } : {}),
  }
}

/**
 * Fires `lead_submitted` for the lead `leadId` unless it was fired already; returns whether it
 * fired. `conversion` is the Worker's (worker/leads/pipeline.ts), read through the leads
 * endpoint's contract (client/api/lead-endpoint.ts) or the confirmation's marker.
 */
export function trackLeadSubmitted(leadId: string, conversion: LeadConversionAnswer): boolean {
  if (!leadId) return false
  const ids = trackedIds()
  if (trackedHere.has(leadId) || ids.includes(leadId)) return false
  trackedHere.add(leadId)
  try {
    localStorage.setItem(TRACKED_KEY, JSON.stringify([...ids, leadId].slice(-KEEP)))
  } catch {
    // Storage refused (private browsing, full): this page still fires once.
  }
  track('lead_submitted', leadSubmittedPayload(conversion))
  return true
}

/** The element of a no-JavaScript confirmation (LEAD_CONVERSION_ELEMENT_ID of lead-conversion.ts). */
const CONFIRMATION_ELEMENT_ID = 'lead-conversion'

/** Fires `lead_submitted` for the no-JavaScript confirmation of this document, once per lead. */
export function trackConfirmedLead(): void {
  const element = document.getElementById(CONFIRMATION_ELEMENT_ID)
  if (!element?.textContent) return
  try {
    const marker: unknown = JSON.parse(element.textContent)
    if (typeof marker !== 'object' || marker === null) return
    const ref = Reflect.get(marker, 'ref')
    const conversion: unknown = Reflect.get(marker, 'conversion')
    if (typeof ref === 'string' && isConversion(conversion)) trackLeadSubmitted(ref, conversion)
  } catch {
    // Not JSON: nothing to push.
  }
}
