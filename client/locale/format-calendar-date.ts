import { frenchMonthNames } from './month-names.ts'

/**
 * A calendar date ("2026-06-23") in French: "23 juin 2026", "1er décembre 2026"; "—" for anything
 * else. No time zone is involved, so unlike `formatDate` (format-date.ts, which also reads
 * instants on Luxembourg's clock) this takes none of the time-zone code into the first load of a
 * page that shows a date its data already gives as a day, as a lease offer's end of validity.
 */
export function formatCalendarDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '—'
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const monthName = frenchMonthNames[month - 1]
  if (!monthName || !(day >= 1 && day <= 31)) return '—'
  return `${day === 1 ? '1er' : day} ${monthName} ${year}`
}
