import { afterEach, describe, expect, it, vi } from 'vitest'
import { submitLead } from './submit-lead.ts'
import { trackLeadSubmitted } from '../analytics/lead-submitted.ts'

vi.mock('../analytics/lead-submitted.ts', () => ({ trackLeadSubmitted: vi.fn(() => true) }))

const conversion = {
  kind: 'contact',
  department: 'sales',
  dealership: 'bertrange',
  subject_type: null,
  vehicle_id: null,
  model_id: null,
  offer_id: null,
  brand: null,
  price: null,
  currency: 'EUR',
  lease: null,
}

/** The Worker answering `body` with `status`; what was asked. */
function answering(body: string, status: number) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  })
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(trackLeadSubmitted).mockClear()
})

const lead = { kind: 'contact', snapshot: { pageUrl: '/de/kontakt' } }

describe('submitLead', () => {
  it('sends in the page’s language and tracks an accepted lead with its conversion', async () => {
    const asked = answering(JSON.stringify({ leadId: 'L1', message: 'Danke.', conversion }), 201)
    await expect(submitLead(lead, 'de')).resolves.toEqual({ kind: 'sent', message: 'Danke.' })
    expect(asked).toEqual(['/api/leads?language=de'])
    expect(trackLeadSubmitted).toHaveBeenCalledWith('L1', conversion)
  })

  it('tells the fields to fix, a refusal and an outage apart by the answer', async () => {
    answering(JSON.stringify({ errors: { _form: 'Zu groß.' } }), 413)
    await expect(submitLead(lead, 'de')).resolves.toEqual({
      kind: 'invalid',
      errors: { _form: 'Zu groß.' },
    })
    answering(JSON.stringify({ message: 'Trop de demandes.' }), 429)
    await expect(submitLead(lead, 'fr')).resolves.toEqual({
      kind: 'refused',
      message: 'Trop de demandes.',
    })
    const contact = { name: 'Garage', phone: '+352 1', email: 'g@g.lu' }
    answering(JSON.stringify({ message: 'Appelez-nous.', contact }), 503)
    await expect(submitLead(lead, 'fr')).resolves.toEqual({
      kind: 'unavailable',
      message: 'Appelez-nous.',
      contact,
    })
  })

  it('keeps a lead whose answer is not the contract, unless a 2xx took it', async () => {
    answering('<html>502</html>', 502)
    await expect(submitLead(lead, 'fr')).resolves.toEqual({
      kind: 'unavailable',
      message: '',
      contact: null,
    })
    // Taken, but without the conversion: no analytics event is made up.
    answering(JSON.stringify({ leadId: 'L2', message: 'Merci.' }), 201)
    await expect(submitLead(lead, 'fr')).resolves.toEqual({ kind: 'sent', message: '' })
    expect(trackLeadSubmitted).not.toHaveBeenCalled()
  })
})
