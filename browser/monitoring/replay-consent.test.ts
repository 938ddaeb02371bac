import { describe, expect, it } from 'vitest'
import type { Consent } from '../../client/features/consent/consent-store.ts'
import { replayWithConsent } from './replay-consent.ts'

const granted: Consent = { analytics: true, marketing: false, functional: false }
const refused: Consent = { analytics: false, marketing: true, functional: true }

function run(stored: Consent | null) {
  const calls: string[] = []
  let listener: (consent: Consent) => void = () => undefined
  replayWithConsent(
    {
      add: () => calls.push('add'),
      start: () => calls.push('start'),
      stop: () => calls.push('stop'),
    },
    { read: () => stored, onChange: (next) => (listener = next) }
  )
  return { calls, change: (consent: Consent) => listener(consent) }
}

describe('session replay and consent', () => {
  it('does not record before the visitor has chosen, nor after a refusal of analytics', () => {
    expect(run(null).calls).toEqual([])
    expect(run(refused).calls).toEqual([])
  })

  it('records once analytics is granted, now or later, and only once', () => {
    expect(run(granted).calls).toEqual(['add'])
    const later = run(null)
    later.change(granted)
    later.change(granted)
    expect(later.calls).toEqual(['add'])
  })

  it('stops when consent is withdrawn and starts again when given again', () => {
    const visit = run(granted)
    visit.change(refused)
    visit.change(granted)
    expect(visit.calls).toEqual(['add', 'stop', 'start'])
  })
})
