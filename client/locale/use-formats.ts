import { formatsFor, type Formats } from './format.ts'
import { useLanguage } from './messages.ts'

/** The number, money and unit formatters of the page's language (client/locale/format.ts). */
export function useFormats(): Formats {
  return formatsFor(useLanguage())
}
