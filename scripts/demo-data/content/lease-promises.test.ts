import { describe, expect, it } from 'vitest'
import { contractTermsIn } from '../../../client/features/lease-calculator/contract-terms.ts'
import { generateLeaseOffers } from '../stock-lease.ts'
import { readStories } from './read-stories.ts'

/**
 * Issue 13: /private-lease said insurance was included while the calculator said it was not. The
 * lease config is the one source of what a monthly price includes; the private-lease page's
 * promises and the demo offers must say the same.
 */
describe('what the private-lease page promises', () => {
  // The page and the demo offers are French content; the config's promises in French.
  const terms = {
    private: contractTermsIn('private', 'fr'),
    business: contractTermsIn('business', 'fr'),
  }
  // The folder's start page (folders themselves carry no content).
  const story = readStories().find(
    (candidate) => candidate.full_slug.replace(/\/$/, '') === 'private-lease' && candidate.content
  )
  const body = JSON.stringify(story?.content ?? {})

  it('exists', () => {
    expect(story).toBeDefined()
  })

  it('lists only services the lease config includes', () => {
    const included = terms.private.included.map((term) => term.toLowerCase())
    const grid = (story?.content?.body as { component: string; cards?: { title: string }[] }[])
      .filter((block) => block.component === 'card_grid_four_columns')
      .flatMap((block) => block.cards ?? [])
    expect(grid.length).toBeGreaterThan(0)
    for (const card of grid) {
      const first = card.title.toLowerCase().split(' ')[0] ?? ''
      expect(
        included.some((term) => term.startsWith(first)),
        card.title
      ).toBe(true)
    }
  })

  it('promises insurance, as the config and the calculator do', () => {
    expect(body.toLowerCase()).toContain('assurance')
    expect(terms.private.included.some((term) => /^Assurance/.test(term))).toBe(true)
    expect(terms.private.notIncluded.some((term) => /^Assurance/.test(term))).toBe(false)
  })

  it('is what every demo offer includes', () => {
    for (const offer of generateLeaseOffers()) {
      expect(offer.contractTerms).toEqual(terms[offer.type])
    }
  })
})
