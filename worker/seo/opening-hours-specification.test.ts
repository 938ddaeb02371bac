import { describe, expect, it } from 'vitest'
import {
  closureHoursSpecification,
  openingHoursSpecification,
} from './opening-hours-specification.ts'
import { nightTyreService, showroom } from '../../client/features/opening-hours/test-fixtures.ts'

const weekdaysUrls = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
  (day) => `https://schema.org/${day}`
)

describe('openingHoursSpecification', () => {
  it('groups the days sharing a range and leaves closed days out', () => {
    expect(openingHoursSpecification(showroom)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: weekdaysUrls,
        opens: '08:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: weekdaysUrls,
        opens: '13:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '17:00',
      },
    ])
  })

  it('keeps a closing time after midnight earlier than the opening time', () => {
    expect(openingHoursSpecification(nightTyreService)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '22:00',
        closes: '02:00',
      },
    ])
  })
})

describe('closureHoursSpecification', () => {
  it('marks each closure as a whole day closed on that date', () => {
    expect(closureHoursSpecification([{ date: '2026-06-23', label: 'Fête nationale' }])).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-06-23',
        validThrough: '2026-06-23',
      },
    ])
  })
})
