import { translator } from '../translator.ts'
import { catalogues, patterns } from './catalogues.ts'

/** The German of one French text of the demo space (translator.ts; docs/decisions/0033). */
export const germanOf: (french: string) => string = translator('German', catalogues, patterns)
