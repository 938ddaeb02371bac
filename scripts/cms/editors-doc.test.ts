import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readStories } from '../demo-data/content/read-stories.ts'
import { EDITORS_GUIDE, readComponentsFile } from './components-file.ts'
import { blocksWithScreenshot } from './block-screenshots.ts'
import { blocksMarkdown, requiredSlugs, withGeneratedSections } from './editors-doc.ts'

describe('docs/editors.md', () => {
  it('lists the slugs the code needs and the blocks as they are: run `npm run cms:components`', () => {
    const guide = readFileSync(EDITORS_GUIDE, 'utf8')
    expect(guide).toBe(withGeneratedSections(guide, readComponentsFile()))
  })

  it('names the fixed pages and every navigation target, each a story of the demo space', () => {
    const slugs = requiredSlugs().map((entry) => entry.slug)
    expect(slugs).toEqual(
      expect.arrayContaining(['home-page', 'site-config', 'stock', 'concessions', 'contact'])
    )
    const published = new Set(
      readStories()
        .filter((story) => !story.is_folder && story.published_at)
        .map((story) => story.full_slug.replace(/\/$/, ''))
    )
    expect(slugs.filter((slug) => !published.has(slug))).toEqual([])
  })

  it('links the screenshot of each block that has one, and no other', () => {
    const components = readComponentsFile().filter((c) => ['hero', 'card'].includes(c.name))
    const table = blocksMarkdown(components, new Set(['hero']))
    expect(table).toContain('`hero` | Sections de page |')
    expect(table.split('\n').find((row) => row.includes('`hero`'))).toMatch(
      /\| \[voir\]\(editors\/blocks\/hero\.jpg\) \|$/
    )
    const card = table.split('\n').find((row) => row.includes('`card`'))
    expect(card?.endsWith('|  |')).toBe(true)
    expect(card).not.toContain('editors/blocks')
  })

  it('links only pictures that exist (the link resolves from docs/editors.md)', () => {
    const guide = readFileSync(EDITORS_GUIDE, 'utf8')
    const linked = [...guide.matchAll(/\(editors\/blocks\/([a-z_]+)\.jpg\)/g)].map((m) => m[1])
    expect(linked.length).toBeGreaterThan(0)
    expect(new Set(linked)).toEqual(blocksWithScreenshot())
  })
})
