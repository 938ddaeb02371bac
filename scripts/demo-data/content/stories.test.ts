import { describe, expect, it } from 'vitest'
import { blockSchemas } from '../../../client/blocks/block-schemas.ts'
import {
  contentTypeNames,
  sectionBlockNames,
  type BlockName,
} from '../../../client/blocks/block-names.ts'
import { builtInFrame } from '../../../client/config/navigation.ts'
import { storyPath } from '../../../client/domain/story-url.ts'
import { contentPages, href } from '../../../client/routes/href.ts'
import { demoSiteData } from '../../../redirects/demo-site.ts'
import { createPageIndex } from '../../../redirects/site-pages.ts'
import { catalogueCounterpart } from '../../../worker/pages/loaders/catalogue-counterpart.ts'
import type { StoryblokStory } from '../../../worker/local-services/content/story-json.ts'
import { generateContentStories } from './generate.ts'
import { readStories } from './read-stories.ts'
import { contentImages } from './write-images.ts'

const committed = readStories()
const stories = committed.filter((story) => !story.is_folder)
const isBlockName = (name: string): name is BlockName => name in blockSchemas

/** Every object with a `component` inside a story's content, with where it was found. */
function blocksOf(
  value: unknown,
  path: string,
  found: Array<{ path: string; block: Record<string, unknown> }> = []
) {
  if (Array.isArray(value))
    value.forEach((item, index) => blocksOf(item, `${path}[${index}]`, found))
  else if (value !== null && typeof value === 'object') {
    const record = Object.fromEntries(Object.entries(value))
    if (typeof record.component === 'string') found.push({ path, block: record })
    for (const [key, child] of Object.entries(record)) blocksOf(child, `${path}.${key}`, found)
  }
  return found
}

function valuesWhere(
  value: unknown,
  predicate: (record: Record<string, unknown>) => boolean,
  found: Record<string, unknown>[] = []
) {
  if (Array.isArray(value)) value.forEach((item) => valuesWhere(item, predicate, found))
  else if (value !== null && typeof value === 'object') {
    const record = Object.fromEntries(Object.entries(value))
    if (predicate(record)) found.push(record)
    Object.values(record).forEach((child) => valuesWhere(child, predicate, found))
  }
  return found
}

/**
 * Every link inside the site a story holds: story links (their full slug's path), URL links and
 * rich text links starting with `/` (not `//`, another host). Anchors are left out.
 */
function internalLinks(story: StoryblokStory): { from: string; target: string }[] {
  const from = story.full_slug
  const links = valuesWhere(story.content, (record) => record.fieldtype === 'multilink').flatMap(
    (link) => {
      if (link.linktype === 'story' && typeof link.cached_url === 'string' && link.cached_url)
        return [storyPath(link.cached_url, 'fr')]
      if (link.linktype === 'url' && typeof link.url === 'string') return [link.url]
      return []
    }
  )
  const marks = valuesWhere(story.content, (record) => record.type === 'link').flatMap((mark) => {
    const attrs = mark.attrs
    if (attrs === null || typeof attrs !== 'object' || !('href' in attrs)) return []
    return typeof attrs.href === 'string' ? [attrs.href] : []
  })
  return [...links, ...marks]
    .filter((target) => target.startsWith('/') && !target.startsWith('//'))
    .map((target) => ({ from, target }))
}

/** Paths of the stories that move to the catalogue page they stand for (ADR 0022). */
async function movingStoryPaths(site: ReturnType<typeof demoSiteData>): Promise<Set<string>> {
  const models = new Set(site.models.map((model) => `${model.brand}/${model.slug}`))
  const knows = {
    brand: async (brand: string) => site.brands.includes(brand),
    model: async (brand: string, model: string) => models.has(`${brand}/${model}`),
  }
  const moving = new Set<string>()
  for (const story of stories) {
    const content = story.content ?? { component: '', _uid: '' }
    if ((await catalogueCounterpart({ content, isStartpage: story.is_startpage }, knows))?.moves)
      moving.add(storyPath(story.full_slug, 'fr'))
  }
  // The home story lives at `/`; its folder path moves there.
  moving.add('/home-page')
  return moving
}

describe('demo content stories', () => {
  it('are committed exactly as the generator produces them, and the generator is deterministic', () => {
    const generated = generateContentStories()
    expect(generateContentStories()).toEqual(generated)
    expect(committed).toEqual([...generated].sort((a, b) => a.id - b.id))
  })

  it('have unique ids, uuids and full slugs', () => {
    for (const key of ['id', 'uuid', 'full_slug'] as const) {
      expect(new Set(committed.map((story) => story[key])).size).toBe(committed.length)
    }
  })

  it('use a known content type at the root of every story', () => {
    const contentTypes: readonly string[] = contentTypeNames
    for (const story of stories)
      expect(contentTypes, story.full_slug).toContain(story.content?.component)
  })

  it('validate every block against its schema', () => {
    const problems = stories.flatMap((story) =>
      blocksOf(story.content, story.full_slug).flatMap(({ path, block }) => {
        const name = String(block.component)
        if (!isBlockName(name)) return [`${path}: unknown block ${name}`]
        const result = blockSchemas[name].safeParse(block)
        return result.success
          ? []
          : [
              `${path} (${name}): ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
            ]
      })
    )
    expect(problems).toEqual([])
  })

  it('use every section block somewhere', () => {
    const used = new Set(
      stories.flatMap((story) => blocksOf(story.content, '').map(({ block }) => block.component))
    )
    expect(sectionBlockNames.filter((name) => !used.has(name))).toEqual([])
  })

  it('cover every public path the specification lists', () => {
    const paths = new Set(stories.map((story) => `/${story.full_slug.replace(/\/$/, '')}`))
    const brands = [
      'ford',
      'kia',
      'hyundai',
      'opel',
      'jeep',
      'fiat',
      'abarth',
      'alfa-romeo',
      'suzuki',
      'mg',
      'lancia',
      'corvette',
    ]
    const required = [
      '/home-page',
      '/stock',
      '/home-page/bertrange',
      '/home-page/niederkorn',
      '/home-page/esch-sur-alzette',
      '/private-lease',
      '/business-lease',
      '/brands',
      '/news',
      '/carrieres',
      '/carrieres/portraits-de-collaborateurs',
      '/faq',
      '/contact',
      '/reserver-un-essai',
      '/centre-de-vehicules-d-occasion',
      '/politique-de-traitement-des-donnees',
      '/a-propos-de-nous/l-histoire-d-autosphere',
      '/formulaires/demande-offre-pneus',
      ...['', '-niederkorn', '-esch', '-vmal'].map(
        (suffix) => `/formulaires/prise-de-rendez-vous-pneus-roues${suffix}`
      ),
      ...[
        'gestion-de-flotte',
        'fleet-leasing',
        'vehicules-utilitaires',
        'services-aux-entreprises',
        'transformation-de-vehicules',
      ].map((slug) => `/entreprise/${slug}`),
      ...[
        'leasing',
        'carrosserie',
        'pneus-et-gardiennage',
        'financement',
        'service-apres-vente',
        'vente-de-pieces-et-accessoires',
        'debosselage-et-peinture',
      ].map((slug) => `/services/${slug}`),
      ...brands.flatMap((brand) => [`/${brand}`, `/${brand}/tous-les-modeles`]),
    ]
    expect(required.filter((path) => !paths.has(path))).toEqual([])
    const count = (prefix: string) => [...paths].filter((path) => path.startsWith(prefix)).length
    expect(count('/private-lease/')).toBeGreaterThanOrEqual(6)
    expect(count('/news/')).toBeGreaterThanOrEqual(12)
    expect(count('/carrieres/')).toBeGreaterThanOrEqual(3)
    expect(count('/vehicules-utilitaires/')).toBeGreaterThanOrEqual(3)
    for (const brand of brands) expect(count(`/${brand}/`), brand).toBeGreaterThanOrEqual(2)
    expect(stories.find((story) => story.full_slug === 'home-page/')?.is_startpage).toBe(true)
    expect(storyPath('home-page/', 'fr')).toBe('/')
  })

  it('link only to stories that exist', () => {
    const uuids = new Set(stories.map((story) => story.uuid))
    const links = stories.flatMap((story) =>
      valuesWhere(
        story.content,
        (record) =>
          record.fieldtype === 'multilink' &&
          record.linktype === 'story' &&
          record.cached_url !== ''
      )
    )
    expect(links.length).toBeGreaterThan(100)
    expect(links.filter((link) => !uuids.has(String(link.id)))).toEqual([])
    const globals = new Set(
      stories.filter((story) => story.content?.component === 'global').map((story) => story.uuid)
    )
    const references = stories.flatMap((story) =>
      blocksOf(story.content, '').filter(({ block }) => block.component === 'global_reference')
    )
    expect(
      references
        .flatMap(({ block }) => (Array.isArray(block.references) ? block.references : []))
        .filter((uuid) => !globals.has(String(uuid)))
    ).toEqual([])
  })

  it('link inside the site only to pages of the route table that exist, never to a page that moves', async () => {
    const site = demoSiteData()
    const pages = createPageIndex(site)
    const moving = await movingStoryPaths(site)
    expect(moving).toContain('/ford/puma')
    const links = stories.flatMap(internalLinks)
    expect(links.length).toBeGreaterThan(300)
    const pathOf = (target: string) => target.split(/[?#]/, 1)[0] ?? ''
    expect(links.filter(({ target }) => !pages.resolves(target))).toEqual([])
    expect(links.filter(({ target }) => moving.has(pathOf(target)))).toEqual([])
    // No hand-written internal path: URL links are built by `routeLink`/`pageLink` from the
    // route table, so they are exactly what `href` writes (encoded, no trailing slash).
    expect(
      links.filter(({ target }) => /\/$|\/\/|[A-Z ]/.test(pathOf(target)) && target !== '/')
    ).toEqual([])
  })

  it('hold the content pages the interface links to by name, and its frame’s links', async () => {
    const site = demoSiteData()
    const pages = createPageIndex(site)
    const moving = await movingStoryPaths(site)
    const named = Object.values(contentPages).map((slug) => href('slug', { slug }, 'fr'))
    const { main, footer } = builtInFrame('fr')
    const frame = [
      ...main.flatMap((item) => [item.href ?? '/', ...item.children.map((child) => child.href)]),
      ...footer.columns.flatMap((column) => column.links.map((link) => link.href)),
    ]
    for (const target of [...named, ...frame]) {
      expect(pages.resolves(target), target).toBe(true)
      expect(moving.has(target), target).toBe(false)
    }
    // Every brand of the catalogue has its landing page (logos and breadcrumbs link to it).
    for (const brand of site.brands) expect(pages.resolves(`/${brand}`), brand).toBe(true)
  })

  it('reference only images the image writer produces', () => {
    const images = contentImages()
    const files = stories.flatMap((story) =>
      valuesWhere(
        story.content,
        (record) =>
          typeof record.filename === 'string' && record.filename.startsWith('/demo/content/')
      )
    )
    expect(files.length).toBeGreaterThan(50)
    expect(
      files.map((file) => String(file.filename)).filter((filename) => !images.has(filename))
    ).toEqual([])
    for (const svg of images.values())
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/)
  })

  it('are written in French without placeholder text', () => {
    const text = JSON.stringify(stories).toLowerCase()
    for (const placeholder of ['lorem', 'ipsum', 'todo', 'placeholder'])
      expect(text).not.toContain(placeholder)
  })
})
