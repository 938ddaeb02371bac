import { describe, expect, it } from 'vitest'
import { weekdays as domainWeekdays } from '../../domain/location.ts'
import { weekdays } from './week.ts'

describe('weekdays', () => {
  it('are the weekdays of the domain, in the same order', () => {
    expect(weekdays).toEqual(domainWeekdays)
  })
})
