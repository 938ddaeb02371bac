import { describe, expect, it } from 'vitest'
import { startupTimes } from './startup-profile.ts'

describe('start-up time from a CPU profile', () => {
  it('counts the sampled time that is not idle, garbage collection included', () => {
    const node = (id: number, functionName: string) => ({ id, callFrame: { functionName } })
    const profile = {
      nodes: [
        node(1, '(root)'),
        node(2, '(idle)'),
        node(3, 'init'),
        node(4, '(garbage collector)'),
      ],
      samples: [3, 2, 3, 4, 2],
      timeDeltas: [1500, 40_000, 2500, 1000, 5000],
    }
    expect(startupTimes(profile)).toEqual({ activeMs: 5, windowMs: 50 })
  })

  it('is zero for an empty profile', () => {
    expect(startupTimes({ nodes: [] })).toEqual({ activeMs: 0, windowMs: 0 })
  })
})
