import { describe, expect, it } from 'vitest'
import type { Block } from '../domain/story.ts'
import { blockNames, eagerBlockNames } from './block-tree.ts'

const block = (component: string, uid: string, extra: Record<string, unknown> = {}): Block => ({
  component,
  _uid: uid,
  ...extra,
})

describe('block tree', () => {
  const body = [
    block('hero', 'a', { buttons: [block('button', 'a1')] }),
    block('card_grid', 'b', { cards: [block('card', 'b1')] }),
    block('stock_preview', 'c'),
    block('card_grid', 'd'),
    block('embedded_form', 'e'),
  ]

  it('lists every block name, nested ones included', () => {
    expect([...blockNames(body)].sort()).toEqual(
      ['button', 'card', 'card_grid', 'embedded_form', 'hero', 'stock_preview'].sort()
    )
  })

  it('loads at first only the opening block (and names it cannot place), never on-view blocks', () => {
    const all = [...blockNames(body), 'rich_text_embed']
    expect(eagerBlockNames(body, all).sort()).toEqual(['button', 'hero', 'rich_text_embed'].sort())
  })

  it('keeps a form deferred even at the top of the page', () => {
    const form = [block('embedded_form', 'x')]
    expect(eagerBlockNames(form, ['embedded_form'])).toEqual([])
  })

  it('keeps the share row deferred even as the only block of an article', () => {
    const article = [block('share_links', 'share-links')]
    expect(eagerBlockNames(article, ['share_links'])).toEqual([])
  })
})
