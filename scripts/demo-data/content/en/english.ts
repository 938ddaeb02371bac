import { translator } from '../translator.ts'
import { catalogues, patterns } from './catalogues.ts'

/**
 * The English of one French text of the demo space (translator.ts; docs/decisions/0033 and
 * 0064): British English for readers in Luxembourg, written as English, not word for word.
 */
export const englishOf: (french: string) => string = translator('English', catalogues, patterns)
