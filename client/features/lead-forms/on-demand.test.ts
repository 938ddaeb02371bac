import { describe, expect, it } from 'vitest'
import { onDemand } from './on-demand.ts'

describe('onDemand', () => {
  it('loads once for every need', async () => {
    let loads = 0
    const load = onDemand(() => Promise.resolve(++loads))
    expect(await Promise.all([load(), load()])).toEqual([1, 1])
    expect(await load()).toBe(1)
    expect(loads).toBe(1)
  })

  it('tries again after a failed load, and keeps the first success', async () => {
    let loads = 0
    const load = onDemand(() =>
      ++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(loads)
    )
    await expect(load()).rejects.toThrow('offline')
    expect(await load()).toBe(2)
    expect(await load()).toBe(2)
    expect(loads).toBe(2)
  })
})
