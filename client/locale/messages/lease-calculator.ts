import type fr from './fr/lease-calculator.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leaseCalculatorMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lease-calculator.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lease-calculator')
)
