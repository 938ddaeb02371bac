import { describe, expect, it } from 'vitest'
import { messagesOf } from '../../locale/messages.ts'
import { cardMessages } from '../../locale/messages/card.ts'
import { sectionBlockNames } from '../block-names.ts'
import {
  cardCallToAction,
  cardGridLayouts,
  cardImageFrame,
  cardImageSizes,
  columnsOf,
  showsImage,
} from './card-grid-layouts.ts'

describe('card grid layouts', () => {
  it('gives every card grid block of the registry a layout, and only those', () => {
    const grids = sectionBlockNames.filter((name) => name.startsWith('card_grid'))
    expect(Object.keys(cardGridLayouts).sort()).toEqual([...grids].sort())
    expect(new Set(Object.values(cardGridLayouts)).size).toBe(grids.length)
  })

  it('shows pictures everywhere but on small cards', () => {
    expect(showsImage('small')).toBe(false)
    expect(showsImage('grid')).toBe(true)
    expect(showsImage('masonry')).toBe(true)
  })

  it('alternates picture frames in the masonry and keeps one frame elsewhere', () => {
    const masonry = [0, 1, 2, 3].map((index) => cardImageFrame('masonry', index))
    expect(masonry[0]).toEqual(masonry[3])
    expect(new Set(masonry.map((frame) => frame.height)).size).toBe(3)
    expect(cardImageFrame('grid', 0)).toEqual(cardImageFrame('grid', 5))
    expect(
      cardImageFrame('two-columns', 0).width / cardImageFrame('two-columns', 0).height
    ).toBeCloseTo(16 / 9)
  })

  it('sizes pictures by the columns actually filled', () => {
    expect(cardImageSizes('grid', 3)).toContain(`${Math.round((76 * 16) / 3)}px`)
    // Two cards in a three-column grid are each half the container.
    expect(cardImageSizes('grid', 2)).toContain(`${(76 * 16) / 2}px`)
    expect(cardImageSizes('full-width', 4)).toMatch(/^\(min-width: 48rem\) 33vw, 100vw$/)
    expect(cardImageSizes('two-columns', 8)).toContain(`${(76 * 16) / columnsOf['two-columns']}px`)
  })

  it('labels linked cards with the editor text or a default, and unlinked cards not at all', () => {
    const link = { href: '/services/pneus', external: false, newTab: false }
    const french = messagesOf(cardMessages, 'fr')
    const german = messagesOf(cardMessages, 'de')
    expect(cardCallToAction({ link, link_label: 'Prendre rendez-vous' }, french)).toBe(
      'Prendre rendez-vous'
    )
    expect(cardCallToAction({ link, link_label: '' }, french)).toBe('En savoir plus')
    expect(cardCallToAction({ link, link_label: '' }, german)).toBe('Mehr erfahren')
    expect(cardCallToAction({ link: null, link_label: 'Orphelin' }, french)).toBeNull()
  })
})
