import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_VERSION, readConsent, saveConsent } from './consent-store.ts'

/** A window with a storage holding `stored` (or refusing access), and a bare document. */
function stubBrowser(stored: string | null | Error) {
  const items = new Map<string, string>()
  if (typeof stored === 'string') items.set('consent', stored)
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored
      return items.get(key) ?? null
    },
    setItem: (key: string, value: string) => items.set(key, value),
  }
  const documentElement = { dataset: {} as Record<string, string> }
  vi.stubGlobal('window', { localStorage, dispatchEvent: () => true })
  vi.stubGlobal('document', { documentElement })
  return documentElement
}

/** Runs the gate as the browser would: once, on a fresh load. */
async function runGate(): Promise<string | undefined> {
  vi.resetModules()
  const { dataset } = (
    globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } }
  ).document.documentElement
  await import('./consent-gate.ts')
  return dataset.consent
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the consent gate', () => {
  const cases: [string, string | null | Error][] = [
    ['nothing stored', null],
    ['a current choice', JSON.stringify({ analytics: true, version: CONSENT_VERSION })],
    ['a choice of an older version', JSON.stringify({ analytics: true, version: 0 })],
    ['a choice without version', JSON.stringify({ analytics: true })],
    ['garbage', '{not json'],
    ['a bare number', '1'],
    ['null', 'null'],
    ['a blocked storage', new Error('SecurityError')],
  ]

  it.each(cases)('agrees with readConsent for %s', async (_name, stored) => {
    stubBrowser(stored)
    const mark = await runGate()
    expect(mark).toBe(readConsent() === null ? 'undecided' : 'decided')
  })

  it('marks a choice saved by the consent store as decided', async () => {
    stubBrowser(null)
    saveConsent({ analytics: false, marketing: true, functional: false })
    expect(await runGate()).toBe('decided')
  })

  it('asks again when nothing is stored', async () => {
    stubBrowser(null)
    expect(await runGate()).toBe('undecided')
  })
})
