import { describe, expect, it } from 'vitest'
import type { Block } from '../../client/domain/story.ts'
import { contentShareRow } from './content-share-row.ts'

const URL_OF_PAGE = 'https://www.example.lu/private-lease/kia-ev3-air'
const block = (component: string, uid: string): Block => ({ component, _uid: uid })
const leaseData = (uid: string) => ({
  uid,
  name: 'lease_detail' as const,
  data: { offer: { title: 'Kia EV3', trim: 'Air' } },
})

describe('contentShareRow', () => {
  it('puts the row right after the lease offer, with its title and the address', () => {
    const body = [block('lease_detail', 'offer'), block('card_grid', 'more')]
    const share = contentShareRow(block('page', 'root'), body, [leaseData('offer')], URL_OF_PAGE)
    expect(share?.body.map((entry) => entry._uid)).toEqual(['offer', 'share-links', 'more'])
    expect(share?.body[1]?.component).toBe('share_links')
    expect(share?.data).toEqual({ url: URL_OF_PAGE, title: 'Kia EV3 Air' })
  })

  it('puts it at the end when the offer is nested in another block', () => {
    const body = [block('hero', 'top'), block('card_grid', 'more')]
    const share = contentShareRow(block('page', 'root'), body, [leaseData('inner')], URL_OF_PAGE)
    expect(share?.body.map((entry) => entry._uid)).toEqual(['top', 'more', 'share-links'])
  })

  it('gives other pages none', () => {
    expect(contentShareRow(block('page', 'root'), [block('hero', 'a')], [], URL_OF_PAGE)).toBe(null)
  })
})
