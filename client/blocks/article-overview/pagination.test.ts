import { describe, expect, it } from 'vitest'
import { pageHref, paginationItems } from './pagination.ts'

describe('news pagination', () => {
  it('links page 1 to the bare path and others with ?page=', () => {
    expect(pageHref('/news', 1)).toBe('/news')
    expect(pageHref('/news', 3)).toBe('/news?page=3')
  })

  it('shows first, last and neighbours, with gaps for longer runs', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(1, 3)).toEqual([1, 2, 3])
    expect(paginationItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9])
    // A gap of one page shows the page instead.
    expect(paginationItems(3, 9)).toEqual([1, 2, 3, 4, 'gap', 9])
    expect(paginationItems(9, 9)).toEqual([1, 'gap', 8, 9])
  })
})
