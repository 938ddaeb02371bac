import { describe, expect, it } from 'vitest'
import { fuelLabels, tradeInConditionLabels } from '../../domain/vehicle-vocabulary.ts'
import { tradeConditionOptions, tradeFuelOptions } from '../lead-forms/lead-options.ts'
import { tradeInConditionOptions, tradeInFuelOptions } from './trade-in-options.ts'

describe('trade-in form options', () => {
  it('use the stock vocabulary and the same choices as the trade-in lead form', () => {
    for (const option of tradeInFuelOptions) expect(option.label).toBe(fuelLabels[option.value])
    for (const option of tradeInConditionOptions) {
      expect(option.label).toBe(tradeInConditionLabels[option.value])
    }
    expect(tradeInFuelOptions).toEqual(tradeFuelOptions)
    expect(tradeInConditionOptions).toEqual(tradeConditionOptions)
  })
})
