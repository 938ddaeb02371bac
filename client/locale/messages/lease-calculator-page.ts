import type fr from './fr/lease-calculator-page.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

export const leaseCalculatorPageMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/lease-calculator-page.ts', {
        eager: true,
        import: 'default',
      })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'lease-calculator-page')
)
