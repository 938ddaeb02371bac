import { describe, expect, it } from 'vitest'
import type { PagePayload } from '../../framework/payload/payload.ts'
import { documentFrame, renderedHeads } from './document.tsx'
import type { PageAssets } from './page-assets.ts'

const assets: PageAssets = {
  headScripts: [],
  inlineHeadScripts: [],
  inlineLoader: false,
  scripts: ['/assets/entry.js'],
  styles: ['/assets/site.css'],
  modulePreloads: [],
  fonts: [],
}

function payload(meta: Partial<PagePayload['meta']>): PagePayload {
  return {
    kind: 'page',
    routeId: 'stock___fr',
    page: 'content',
    params: {},
    status: 200,
    meta: {
      title: 'Stock',
      description: 'Nos véhicules',
      canonical: 'https://www.example.lu/stock',
      noindex: false,
      breadcrumbs: [],
      structuredData: [],
      ...meta,
    },
    data: null,
  } as unknown as PagePayload
}

const head = (page: PagePayload) =>
  documentFrame({ payload: page, payloadJson: '{}', assets, monitoring: null }).before

describe('documentFrame: the head kept per isolate', () => {
  it('is rendered once for pages that differ only by what the head does not show', () => {
    const first = head(payload({ languageSwitch: ['/de/stock?fuel=diesel'] }))
    const kept = renderedHeads.size
    const second = head(payload({ languageSwitch: ['/de/stock?fuel=petrol'] }))
    expect(renderedHeads.size).toBe(kept)
    expect(second).toBe(first)
    expect(first).not.toContain('fuel=')
  })

  it('is rendered again for every difference it shows', () => {
    const kept = renderedHeads.size
    expect(head(payload({ title: 'Neufs' }))).toContain('<title>Neufs</title>')
    expect(head(payload({ title: 'Occasions' }))).toContain('<title>Occasions</title>')
    expect(head(payload({ noindex: true }))).toContain('<meta name="robots" content="noindex"/>')
    expect(head(payload({ preloadImage: '/demo/a.svg' }))).toContain('href="/demo/a.svg"')
    expect(renderedHeads.size).toBe(kept + 4)
  })
})
