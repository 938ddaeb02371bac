import { describe, expect, it } from 'vitest'
import { kvEntriesSchema, planSync } from './kv-sync.ts'

const entry = (key: string, value: string) => ({ key, value, metadata: { target: value } })

describe('planSync', () => {
  it('writes new and changed keys, counts unchanged ones, deletes keys no longer in the table', () => {
    const plan = planSync(
      [entry('/fr/a', '/news'), entry('/fr/b', '/stock'), entry('/fr/c', '')],
      [
        { name: '/fr/a', metadata: { target: '/news' } },
        { name: '/fr/b', metadata: { target: '/brands' } },
        { name: '/fr/old', metadata: { target: '/faq' } },
      ]
    )
    expect(plan.put.map((e) => e.key)).toEqual(['/fr/b', '/fr/c'])
    expect(plan.unchanged).toBe(1)
    expect(plan.remove).toEqual(['/fr/old'])
  })
  it('rewrites keys whose metadata it cannot read', () => {
    const plan = planSync([entry('/fr/a', '')], [{ name: '/fr/a' }])
    expect(plan.put).toHaveLength(1)
    expect(plan.unchanged).toBe(0)
  })
  it('is a no-op once the namespace holds the table', () => {
    const entries = [entry('/fr/a', '/news'), entry('/fr/b', '')]
    const plan = planSync(
      entries,
      entries.map((e) => ({ name: e.key, metadata: e.metadata }))
    )
    expect(plan).toEqual({ put: [], unchanged: 2, remove: [] })
  })
})

describe('kvEntriesSchema', () => {
  it('refuses a checked file that was edited into something unsafe', () => {
    expect(kvEntriesSchema.safeParse([entry('/fr/a', '/news'), entry('/fr/b', '')]).success).toBe(
      true
    )
    expect(kvEntriesSchema.safeParse([entry('/fr/a', '//evil.example')]).success).toBe(false)
    expect(kvEntriesSchema.safeParse([entry('/en/a', '/news')]).success).toBe(false)
    expect(
      kvEntriesSchema.safeParse([{ key: '/fr/a', value: '/news', metadata: { target: '/faq' } }])
        .success
    ).toBe(false)
  })
})
