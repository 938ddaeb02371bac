import { formatCalendarDate } from '../../locale/format-calendar-date.ts'
import type { Language } from '../../locale/language.ts'

/** `2026-08-20 16:00` (Storyblok date field, Luxembourg time) → ISO date for `<time>`. */
export function articleIsoDate(date: string): string {
  return date.slice(0, 10)
}

/**
 * An article's date as a reader sees it ("20 août 2026"): the day its editor gave, which needs no
 * time zone, so a news page's first load carries none of the time-zone code.
 */
export function articleDateText(date: string, language: Language): string {
  return formatCalendarDate(articleIsoDate(date), language)
}
