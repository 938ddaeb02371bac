import { describe, expect, it } from 'vitest'
import { normalizePhone } from './phone.ts'

describe('normalizePhone', () => {
  it.each([
    ['621 123 456', '+352621123456'],
    ['+352 661 12 34 56', '+352661123456'],
    ['00352 691-123-456', '+352691123456'],
    ['26 44 10 00', '+35226441000'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33 (0)6 12 34 56 78', '+33612345678'],
    ['+32 470 12 34 56', '+32470123456'],
    ['+49 151 12345678', '+4915112345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it.each(['12', '621 123 4567', '+44 20 7946 0958', '+352 621 12', 'appelez-moi', '0'.repeat(50)])(
    'refuses %s',
    (input) => {
      expect(normalizePhone(input)).toBeNull()
    }
  )
})
