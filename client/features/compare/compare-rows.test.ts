import { describe, expect, it } from 'vitest'
import type { VehicleSummary } from '../../domain/vehicle.ts'
import { formatsFor } from '../../locale/format.ts'
import { compareMessages } from '../../locale/messages/compare.ts'
import { messagesOf } from '../../locale/messages.ts'
import { priceSuffix } from '../../locale/price-suffix.ts'
import { vehicleVocabularyMessages } from '../../locale/messages/vehicle-vocabulary.ts'
import { compareRows } from './compare-rows.ts'

const battery = compareRows.find((row) => row.label === 'battery')
if (!battery) throw new Error('no battery row')

/** Only the battery row's field: the rest of a vehicle is of no use to it. */
const withBattery = (batteryKwh: number | null) =>
  ({ attributes: { batteryKwh } }) as unknown as VehicleSummary

describe('the compare table’s battery row', () => {
  it.each([
    ['fr', '77,4\u00a0kWh'],
    ['de', '77,4\u00a0kWh'],
  ] as const)('writes the capacity as the page’s other numbers (%s)', (language, expected) => {
    const text = messagesOf(compareMessages, language).rows
    expect(battery.value(withBattery(77.4), text, formatsFor(language), String)).toBe(expected)
    expect(battery.value(withBattery(null), text, formatsFor(language), String)).toBe('—')
  })
})

const price = compareRows.find((row) => row.label === 'price')
if (!price) throw new Error('no price row')

describe('the compare table’s price row', () => {
  const withPrice = {
    price: { purchase: { amount: 35_990, suffix: 'TVAC' } },
  } as unknown as VehicleSummary

  it.each([
    ['fr', '35\u202f990\u00a0€ TVAC'],
    ['de', '35.990\u00a0€ inkl. MwSt.'],
  ] as const)('writes the stock’s VAT suffix in the page’s language (%s)', (language, expected) => {
    const text = messagesOf(compareMessages, language).rows
    const words = messagesOf(vehicleVocabularyMessages, language)
    const suffix = (raw: string) => priceSuffix(words, raw)
    expect(price.value(withPrice, text, formatsFor(language), suffix)).toBe(expected)
  })
})
