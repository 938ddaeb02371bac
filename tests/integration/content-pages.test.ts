import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'

/**
 * Every public path of spec §2 ("Other public paths seen as targets") that the demo content has,
 * with news articles and job ads: each answers 200 and shows its own title. The expected h1 is
 * worked out from the demo story itself, not written here.
 */

interface DemoStory {
  name: string
  full_slug: string
  is_startpage: boolean
  content: {
    component: string
    brand?: string
    model?: string
    category?: string
    title?: string
    body?: { component: string; title?: string }[]
    seo?: { title?: string }
  }
}

const files = import.meta.glob<DemoStory>('../../scripts/demo-data/content/stories/*.json', {
  eager: true,
  import: 'default',
})
const stories = Object.entries(files)
  .filter(([file]) => !file.endsWith('.folder.json'))
  .map(([, story]) => story)

function pathOf(story: DemoStory): string {
  return `/${story.full_slug.replace(/\/+$/, '')}`
}

/** Spec §2 targets as patterns (brands and dealer home pages included), plus news and jobs. */
const targets = [
  /^\/(ford|kia|hyundai|opel|jeep|fiat|abarth|alfa-romeo|suzuki|mg|lancia|corvette)(\/[a-z0-9-]+)?$/,
  /^\/private-lease(\/[a-z0-9-]+)?$/,
  /^\/business-lease$/,
  /^\/vehicules-utilitaires\/[a-z]+-utilitaires\/[a-z0-9-]+$/,
  /^\/entreprise\/[a-z0-9-]+$/,
  /^\/services\/[a-z0-9-]+$/,
  /^\/formulaires\/(prise-de-rendez-vous-pneus-roues(-niederkorn|-esch|-vmal)?|demande-offre-pneus)$/,
  /^\/(reserver-un-essai|contact|news|brands|carrieres|faq|centre-de-vehicules-d-occasion)$/,
  /^\/politique-de-traitement-des-donnees$/,
  /^\/carrieres\/[a-z0-9-]+$/,
  /^\/home-page\/(bertrange|niederkorn|esch-sur-alzette)$/,
  /^\/a-propos-de-nous\/l-histoire-d-[a-z0-9-]+$/,
  /^\/news\/[a-z0-9-]+$/,
]

const pages = stories
  .filter((story) => !['global', 'site_config'].includes(story.content.component))
  .filter((story) => targets.some((pattern) => pattern.test(pathOf(story))))

/** The h1 a visitor should see: the view's title, else the opening hero's, else the name. */
function expectedHeading(story: DemoStory): string | null {
  const { component, title, body = [] } = story.content
  if (['article', 'job', 'faq_page'].includes(component)) return title ?? null
  const first = body[0]
  if (first?.component === 'hero') return first.title ?? null
  // Blocks of other features that carry the page title themselves.
  if (first && ['stock_hero', 'lease_detail'].includes(first.component)) return null
  return story.name
}

/**
 * Where a story standing for a catalogue page moves (docs/decisions/0022): a brand's model page
 * to the model's page, a brand's model list to the brand's; utility model pages stay.
 */
function movesTo(story: DemoStory): string | null {
  const { component, brand, model, category } = story.content
  if (component === 'model_page' && category !== 'utility') return `/${brand}/models/${model}`
  if (component === 'brand_page' && !story.is_startpage) return `/${brand}/models`
  return null
}

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}

describe('content pages of the demo content', () => {
  it('covers the spec targets the demo has', () => {
    const paths = pages.map(pathOf)
    for (const path of ['/ford', '/kia/ev3', '/kia/tous-les-modeles', '/private-lease', '/faq']) {
      expect(paths).toContain(path)
    }
    expect(pages.length).toBeGreaterThan(120)
  })

  it.each(pages.filter((story) => !movesTo(story)).map((story) => [pathOf(story), story] as const))(
    '%s answers 200 with its title',
    async (path, story) => {
      const response = await appFetch(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
        decode(m[1] ?? '')
      )
      expect(headings.length, `${path}: exactly one h1`).toBe(1)
      const expected = expectedHeading(story)
      if (expected) expect(headings[0]).toBe(expected)
      const title = decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')
      const seoTitle = story.content.seo?.title || story.content.title || story.name
      expect(title.startsWith(seoTitle), `${path}: title "${title}"`).toBe(true)
    }
  )

  it.each(
    pages.flatMap((story) => {
      const target = movesTo(story)
      return target ? [[pathOf(story), target] as const] : []
    })
  )('%s moves permanently to %s, the catalogue page it stands for', async (path, target) => {
    const response = await appFetch(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(target)
    expect((await appFetch(target)).status).toBe(200)
  })

  it('serves the home page story at /', async () => {
    const home = stories.find((story) => story.full_slug === 'home-page/')
    const response = await appFetch('/')
    expect(response.status).toBe(200)
    const html = await response.text()
    const hero = home?.content.body?.[0]
    expect(hero?.component).toBe('hero')
    expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(hero?.title)
  })

  it('answers 404 news-article-not-found for an unknown article', async () => {
    const response = await appFetch('/news/cet-article-n-existe-pas')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('data-error-type="news-article-not-found"')
  })
})
