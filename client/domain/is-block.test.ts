import { describe, expect, it } from 'vitest'
import { isBlock } from './is-block.ts'

describe('isBlock', () => {
  it('accepts a block with its own fields and an editor marker', () => {
    expect(
      isBlock({ component: 'hero', _uid: 'a1', title: 'Bonjour', _editable: '<!--#-->' })
    ).toBe(true)
  })

  it('refuses what has no name, no uid, a wrong marker, or is no object', () => {
    expect(isBlock({ _uid: 'a1' })).toBe(false)
    expect(isBlock({ component: 'hero', _uid: '' })).toBe(false)
    expect(isBlock({ component: 'hero', _uid: 'a1', _editable: 3 })).toBe(false)
    expect(isBlock(['hero'])).toBe(false)
    expect(isBlock(null)).toBe(false)
    expect(isBlock('hero')).toBe(false)
  })
})
