import { describe, expect, it } from 'vitest'
import { messagesOf } from '../../locale/messages.ts'
import { vehicleVocabularyMessages } from '../../locale/messages/vehicle-vocabulary.ts'
import { tradeInConditionOptions, tradeInFuelOptions } from './trade-in-options.ts'

describe('trade-in form options', () => {
  it('offer the common fuels and every condition, labelled in the page’s language', () => {
    const fr = messagesOf(vehicleVocabularyMessages, 'fr')
    const de = messagesOf(vehicleVocabularyMessages, 'de')
    expect(tradeInFuelOptions(fr).map((option) => option.label)).toEqual([
      'Essence',
      'Diesel',
      'Hybride',
      'Hybride rechargeable essence',
      'Hybride rechargeable diesel',
      'Électrique',
      'GPL',
      'GNC',
      'Autre',
    ])
    expect(tradeInConditionOptions(fr).map((option) => option.label)).toEqual([
      'Excellent état',
      'Bon état',
      'État correct',
      'Mauvais état',
    ])
    expect(tradeInFuelOptions(de)[0]).toEqual({ value: 'petrol', label: 'Benzin' })
    expect(tradeInConditionOptions(de).map((option) => option.value)).toEqual(
      tradeInConditionOptions(fr).map((option) => option.value)
    )
  })
})
