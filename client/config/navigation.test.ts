import { describe, expect, it } from 'vitest'
import { alternatePath } from '../routes/alternate-path.ts'
import { languageOfPath } from '../routes/route-table.ts'
import { builtInFrame } from './navigation.ts'

const frameLinks = (language: 'fr' | 'de') => {
  const { main, footer } = builtInFrame(language)
  return [
    ...main.flatMap((item) => (item.href === null ? [] : [item.href])),
    ...footer.columns.flatMap((column) => column.links.map((link) => link.href)),
  ]
}

describe('the frame’s links', () => {
  it('lead to pages of the page’s language', () => {
    expect(frameLinks('fr').map(languageOfPath)).not.toContain('de')
    expect(frameLinks('de').map(languageOfPath)).not.toContain('fr')
  })

  it('are the same pages in both languages', () => {
    expect(frameLinks('fr').map((href) => alternatePath(href, 'de'))).toEqual(frameLinks('de'))
  })
})
