import { describe, expect, it } from 'vitest'
import { localizeBlockLinks } from './localize-links.ts'

const link = (href: string) => ({ href, external: false, newTab: false })

describe('localizeBlockLinks', () => {
  const section = {
    _uid: 'a',
    component: 'section',
    buttons: [{ _uid: 'b', component: 'button', link: link('/stock/comparer') }],
    cards: [{ _uid: 'c', component: 'card', link: link('/contact#formulaire'), title: '/contact' }],
  }
  const hero = {
    _uid: 'd',
    component: 'hero',
    link: { href: 'https://www.kia.lu/', external: true, newTab: true },
  }

  it('gives the link fields of every block, however deep, their German path', () => {
    const german = localizeBlockLinks(section, 'de')
    expect(german.buttons[0]?.link.href).toBe('/de/stock/vergleichen')
    expect(german.cards[0]?.link).toEqual(link('/de/contact#formulaire'))
    // Only link fields: a title that looks like a path stays, and so does an external URL.
    expect(german.cards[0]?.title).toBe('/contact')
    expect(localizeBlockLinks(hero, 'de')).toBe(hero)
  })

  it('copies nothing it does not change, and leaves French pages alone', () => {
    const body = [section, hero]
    expect(localizeBlockLinks(body, 'fr')).toBe(body)
    expect(localizeBlockLinks(body, 'de')[1]).toBe(hero)
    expect(section.buttons[0]?.link.href).toBe('/stock/comparer')
  })
})
