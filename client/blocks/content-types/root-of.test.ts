import { describe, expect, it } from 'vitest'
import { rootOf } from './root-of.ts'

describe('rootOf', () => {
  const faq = { component: 'faq_page', _uid: 'r1', title: 'FAQ', items: [] }

  it("gives the root back when it is the content type's", () => {
    expect(rootOf(faq, 'faq_page')).toBe(faq)
  })

  it("answers null for another content type's root", () => {
    expect(rootOf(faq, 'article')).toBeNull()
    expect(rootOf({ component: 'page', _uid: 'r2' }, 'faq_page')).toBeNull()
  })
})
