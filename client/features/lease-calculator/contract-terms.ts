import {
  type ContractTerm,
  excessKmRateExclVat,
  leaseContractTerms,
} from '../../config/lease-config.ts'
import { type Formats, formatsFor } from '../../locale/format.ts'
import type { Language } from '../../locale/language.ts'
import { messagesOf } from '../../locale/messages.ts'
import type calculatorText from '../../locale/messages/fr/lease-calculator.ts'
import { leaseCalculatorMessages } from '../../locale/messages/lease-calculator.ts'

type TermWords = typeof calculatorText.contractTerms

/** A lease contract's promise in the page's language; the excess mileage one with its rate. */
export function contractTermText(term: ContractTerm, words: TermWords, format: Formats): string {
  return term === 'excessKm' ? words.excessKm(format.price(excessKmRateExclVat)) : words[term]
}

/** What a kind of lease includes and leaves out, written in a language (the demo stock's offers). */
export function contractTermsIn(
  view: keyof typeof leaseContractTerms,
  language: Language
): { included: string[]; notIncluded: string[] } {
  const words = messagesOf(leaseCalculatorMessages, language).contractTerms
  const format = formatsFor(language)
  const write = (term: ContractTerm) => contractTermText(term, words, format)
  return {
    included: leaseContractTerms[view].included.map(write),
    notIncluded: leaseContractTerms[view].notIncluded.map(write),
  }
}
