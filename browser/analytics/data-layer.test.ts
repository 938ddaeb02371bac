import { afterEach, describe, expect, it, vi } from 'vitest'
import { pushEvent } from './data-layer.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

function pushedOn(pathname: string): Record<string, unknown> | undefined {
  const dataLayer: Record<string, unknown>[] = []
  vi.stubGlobal('window', { location: { pathname }, dataLayer })
  pushEvent('click_vehicle_show_openinghours')
  return dataLayer[0]
}

describe('pushEvent', () => {
  it('reports the locale of the page the visitor is on', () => {
    expect(pushedOn('/stock')?.current_locale).toBe('fr-LU')
    expect(pushedOn('/de/stock')?.current_locale).toBe('de-LU')
    expect(pushedOn('/de')?.current_locale).toBe('de-LU')
  })
})
