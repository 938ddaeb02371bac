import { describe, expect, it } from 'vitest'
import { createCacheWrites } from '../cache/cache-writes.ts'
import { createPageCache } from '../cache/page-cache.ts'
import { FORM_STATE_PARAM, SENT_PARAM } from '../leads/form-state.ts'
import { isPersonal, pageStore } from './page-cache-slot.ts'

const PUBLIC = 'public, max-age=0, s-maxage=300'
const headers = { cacheControl: PUBLIC, cacheTag: 'html,route:x' }
const body = { body: new TextEncoder().encode('<p>'), contentType: 'text/html', etag: 'W/"1"' }

describe('pageStore', () => {
  it('keeps a public 200 with the headers it was sent with', () => {
    const cache = createPageCache()
    pageStore({ cache, key: 'k', writes: createCacheWrites() }, 200, headers)?.(body)
    expect(cache.get('k')).toEqual({ ...body, ...headers })
  })

  it('keeps nothing once the request refused shared writes (an editor preview)', () => {
    const cache = createPageCache()
    const writes = createCacheWrites()
    const store = pageStore({ cache, key: 'k', writes }, 200, headers)
    writes.refuse('editor preview')
    store?.(body)
    expect(cache.get('k')).toBeUndefined()
  })

  it('keeps no error, no private answer, and nothing without a slot', () => {
    const slot = { cache: createPageCache(), key: 'k', writes: createCacheWrites() }
    expect(pageStore(slot, 404, headers)).toBeNull()
    expect(pageStore(slot, 503, headers)).toBeNull()
    expect(pageStore(slot, 200, { ...headers, cacheControl: 'private, no-store' })).toBeNull()
    expect(pageStore(null, 200, headers)).toBeNull()
  })
})

describe('isPersonal', () => {
  it('is a form’s refused values or its "sent" answer', () => {
    expect(isPersonal(new URLSearchParams('brand=kia'))).toBe(false)
    expect(isPersonal(new URLSearchParams(`${FORM_STATE_PARAM}=abc`))).toBe(true)
    expect(isPersonal(new URLSearchParams(`brand=kia&${SENT_PARAM}=1`))).toBe(true)
  })
})
