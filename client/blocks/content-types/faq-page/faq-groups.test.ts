import { describe, expect, it } from 'vitest'
import type { FaqItemBlock } from '../../faq-item/schema.ts'
import { groupFaqItems } from './faq-groups.ts'

const item = (uid: string, category: string): FaqItemBlock => ({
  _uid: uid,
  component: 'faq_item',
  question: `Question ${uid} ?`,
  answer: { type: 'doc', content: [] },
  category,
})

describe('groupFaqItems', () => {
  it('groups by category in order of first appearance, ignoring case', () => {
    const groups = groupFaqItems([
      item('1', 'Achat'),
      item('2', 'Leasing'),
      item('3', 'achat'),
      item('4', ''),
    ])
    expect(groups.map((group) => group.category)).toEqual(['Achat', 'Leasing', ''])
    expect(groups[0]?.items.map((i) => i._uid)).toEqual(['1', '3'])
    expect(new Set(groups.map((group) => group.id)).size).toBe(3)
    expect(groups[0]?.id).toBe('achat-1')
  })
})
