import { describe, expect, it } from 'vitest'
import {
  dayHoursSchema,
  luxembourgIbanSchema,
  luxembourgPhoneSchema,
  luxembourgVatNumberSchema,
  timeRangeSchema,
} from './location.ts'

describe('location schema rules', () => {
  it('accepts the ISO 13616 example IBAN and refuses it with one digit changed', () => {
    expect(luxembourgIbanSchema.safeParse('LU280019400644750000').success).toBe(true)
    expect(luxembourgIbanSchema.safeParse('LU280019400644750001').success).toBe(false)
    expect(luxembourgIbanSchema.safeParse('LU28001940064475000').success).toBe(false)
  })

  it('checks the mod-89 key of Luxembourg VAT numbers', () => {
    expect(luxembourgVatNumberSchema.safeParse('LU26481540').success).toBe(true)
    expect(luxembourgVatNumberSchema.safeParse('LU26481541').success).toBe(false)
  })

  it('takes spaced +352 numbers of 6 to 11 digits', () => {
    expect(luxembourgPhoneSchema.safeParse('+352 26 44 10 00').success).toBe(true)
    expect(luxembourgPhoneSchema.safeParse('+352 621 123 456').success).toBe(true)
    expect(luxembourgPhoneSchema.safeParse('+352 12 34').success).toBe(false)
    expect(luxembourgPhoneSchema.safeParse('+33 1 23 45 67 89').success).toBe(false)
  })

  it('refuses a range that starts and ends at the same time', () => {
    expect(timeRangeSchema.safeParse({ from: '22:00', to: '02:00' }).success).toBe(true)
    expect(timeRangeSchema.safeParse({ from: '08:00', to: '08:00' }).success).toBe(false)
    expect(timeRangeSchema.safeParse({ from: '24:00', to: '08:00' }).success).toBe(false)
  })

  it('wants the ranges of a day in order, apart, and only the last one past midnight', () => {
    const day = (...ranges: Array<[string, string]>) => ({
      open: true,
      ranges: ranges.map(([from, to]) => ({ from, to })),
    })
    expect(dayHoursSchema.safeParse(day(['08:00', '12:00'], ['13:00', '18:00'])).success).toBe(true)
    expect(dayHoursSchema.safeParse(day(['13:00', '18:00'], ['08:00', '12:00'])).success).toBe(
      false
    )
    expect(dayHoursSchema.safeParse(day(['08:00', '14:00'], ['13:00', '18:00'])).success).toBe(
      false
    )
    expect(dayHoursSchema.safeParse(day(['22:00', '02:00'], ['23:00', '23:30'])).success).toBe(
      false
    )
    expect(dayHoursSchema.safeParse({ open: true, ranges: [] }).success).toBe(false)
  })
})
