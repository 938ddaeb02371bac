import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from '../../client/config/site-config.ts'
import { brandName, brandNames } from '../../client/domain/brand.ts'
import { locations } from '../../scripts/demo-data/locations.ts'
import { generateStock } from '../../scripts/demo-data/stock.ts'
import { createApp } from '../../worker/app.ts'
import { appFetch } from './app-fetch.ts'

/**
 * Issue 13, the paths between features: one URL per model reached from the brand pages,
 * breadcrumbs that never lead to a 404, a real /concessions overview, brand names on dealer
 * pages, the hidden brand logo and the mock-data warning.
 */

const stock = generateStock()
const files = import.meta.glob<{ full_slug: string; content: { component: string } }>(
  '../../scripts/demo-data/content/stories/*.json',
  { eager: true, import: 'default' }
)
const stories = Object.entries(files)
  .filter(([file]) => !file.endsWith('.folder.json'))
  .map(([, story]) => story)

async function html(path: string): Promise<string> {
  const response = await appFetch(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()
}

/** The breadcrumb trail of a page: each level's label and link (null for a level without one). */
function breadcrumbs(page: string): { label: string; href: string | null }[] {
  const nav = /<nav aria-label="Fil d&#x27;Ariane"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? ''
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item) => {
    const inner = item[1] ?? ''
    return { label: decode(inner), href: /<a href="([^"]+)"/.exec(inner)?.[1] ?? null }
  })
}

function hrefs(page: string): string[] {
  return [...page.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&')
  )
}

function canonical(page: string): string | null {
  return /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1] ?? null
}

describe('one URL per model, reached from the brand pages', () => {
  const puma = stock.models.find((model) => model.brand === 'ford' && model.slug === 'puma')

  it('moves the CMS model page permanently to the rich model page', async () => {
    expect(puma).toBeDefined()
    const response = await appFetch('/ford/puma')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/ford/models/puma')
    const data = await appFetch('/__data/ford/puma')
    expect(await data.json()).toEqual({ kind: 'redirect', location: '/ford/models/puma' })
  })

  it('moves the CMS model list permanently to the rich model list', async () => {
    const response = await appFetch('/kia/tous-les-modeles')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/kia/models')
  })

  it('keeps the utility page of a model, naming the model page as canonical and linking to it', async () => {
    const page = await html('/vehicules-utilitaires/ford-utilitaires/ranger')
    expect(canonical(page)).toBe('http://localhost:8787/ford/models/ranger')
    expect(hrefs(page)).toContain('/ford/models/ranger')
  })

  it('links the brand page to its model list and to every model page, never to the old ones', async () => {
    for (const brand of ['ford', 'kia', 'corvette']) {
      const links = hrefs(await html(`/${brand}`))
      expect(links, brand).toContain(`/${brand}/models`)
      for (const model of stock.models.filter((item) => item.brand === brand)) {
        expect(links, brand).toContain(`/${brand}/models/${model.slug}`)
        expect(links, brand).not.toContain(`/${brand}/${model.slug}`)
      }
      expect(links).not.toContain(`/${brand}/tous-les-modeles`)
    }
  })

  it('links the brand overview to the model lists', async () => {
    const links = hrefs(await html('/brands'))
    for (const brand of Object.keys(brandNames)) expect(links).toContain(`/${brand}/models`)
  })

  it('lists each model once in the sitemap: the rich page', async () => {
    const locs = async (file: string) =>
      [...(await (await appFetch(file)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? '').pathname
      )
    const all = [...(await locs('/sitemaps/content.xml')), ...(await locs('/sitemaps/models.xml'))]
    for (const model of stock.models) {
      const paths = all.filter(
        (path) =>
          path === `/${model.brand}/models/${model.slug}` ||
          path === `/${model.brand}/${model.slug}` ||
          path.endsWith(`-utilitaires/${model.slug}`)
      )
      expect(paths, `${model.brand} ${model.slug}`).toEqual([
        `/${model.brand}/models/${model.slug}`,
      ])
    }
    expect(all.filter((path) => path.endsWith('/tous-les-modeles'))).toEqual([])
  })
})

describe('breadcrumbs', () => {
  it('never link to a page that does not answer 200, on any content page', async () => {
    const targets = new Set<string>()
    for (const story of stories) {
      if (['global', 'site_config'].includes(story.content.component)) continue
      const response = await appFetch(`/${story.full_slug.replace(/\/$/, '')}`)
      if (response.status !== 200) continue
      for (const crumb of breadcrumbs(await response.text()))
        if (crumb.href) targets.add(crumb.href)
    }
    const broken: string[] = []
    for (const target of targets) {
      const response = await appFetch(target)
      if (response.status !== 200) broken.push(`${target} ${response.status}`)
    }
    expect(broken).toEqual([])
    expect([...targets]).toEqual(expect.arrayContaining(['/', '/news', '/carrieres']))
  })

  it('label a folder without a page by its name, without a link', async () => {
    expect(breadcrumbs(await html('/a-propos-de-nous/l-histoire-d-autosphere'))).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'À propos de nous', href: null },
      { label: "L'histoire d'Autosphère", href: null },
    ])
    expect(breadcrumbs(await html('/vehicules-utilitaires/ford-utilitaires/ranger'))).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Véhicules utilitaires', href: null },
      { label: 'Ford utilitaires', href: null },
      { label: 'Ford Ranger', href: null },
    ])
    expect(breadcrumbs(await html('/services/carrosserie'))[1]).toEqual({
      label: 'Services',
      href: null,
    })
  })

  it('link a folder with a start page under the start page’s name', async () => {
    const trail = breadcrumbs(await html('/news/tout-savoir-sur-la-recharge-a-domicile'))
    expect(trail[1]).toEqual({ label: 'Actualités', href: '/news' })
  })

  it('name the home page once on the dealer home pages', async () => {
    expect(breadcrumbs(await html('/home-page/bertrange'))).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Concession de Bertrange', href: null },
    ])
  })

  it('lead from a dealership to the dealership overview', async () => {
    expect(breadcrumbs(await html('/concessions/bertrange'))).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Nos concessions', href: '/concessions' },
      { label: 'Concession de Bertrange', href: null },
    ])
  })

  it('moves /home-page permanently to /', async () => {
    const response = await appFetch('/home-page')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/')
  })
})

describe('/concessions', () => {
  const listed = (page: string) =>
    [...page.matchAll(/class="location-list__item" data-location="([^"]+)"/g)].map(
      (match) => match[1]
    )

  it('lists every dealership with the map and a search that stays on the page', async () => {
    const page = await html('/concessions')
    expect(listed(page)).toEqual(locations.map((location) => location.slug))
    expect(page).toContain('class="location-map__canvas"')
    const form = /<form[^>]*role="search"[^>]*>/.exec(page)?.[0] ?? ''
    expect(form).toContain('method="get"')
    // No action: the search answers on the page it was sent from.
    expect(form).not.toContain('action=')
    for (const location of locations) expect(hrefs(page)).toContain(`/concessions/${location.slug}`)
    expect(listed(await html('/concessions?q=esch'))).toEqual(['esch-sur-alzette'])
  })

  it('is where the main navigation and the footer send visitors looking for a dealership', async () => {
    const links = hrefs(await html('/'))
    expect(links).toContain('/concessions')
  })
})

describe('from a dealership to its contact form', () => {
  it('the dealership page links to the contact form naming it, which starts with it chosen', async () => {
    const page = await html('/concessions/niederkorn')
    expect(hrefs(page)).toContain('/contact?concession=niederkorn#formulaire-contact')
    const form = await html('/contact?concession=niederkorn')
    expect(form).toMatch(/<option value="niederkorn" selected="">/)
    const unknown = await html('/contact?concession=%3Cscript%3E')
    expect(unknown).not.toMatch(/<option value="[a-z-]+" selected="">Concession/)
  })
})

describe('dealer pages and brand logos', () => {
  it('name brands as the brand vocabulary does, never by their slugs', async () => {
    for (const location of locations.filter((item) => item.brands.length > 0)) {
      const path = stories.some((story) => story.full_slug === `home-page/${location.slug}`)
        ? `/home-page/${location.slug}`
        : `/concessions/${location.slug}`
      const text = decode((await html(path)).replace(/<script[\s\S]*?<\/script>/g, ''))
      for (const brand of location.brands) {
        expect(text, `${path}: ${brand}`).toContain(brandName(brand))
        expect(text, `${path}: ${brand}`).not.toMatch(new RegExp(`[\\s:,]${brand}[,.\\s]`))
      }
    }
  })

  it('hide the logos the site configuration hides', async () => {
    expect(siteConfig.hiddenBrandLogos.length).toBeGreaterThan(0)
    const page = await html('/')
    const strip = /<section[^>]*class="[^"]*brand-logos[\s\S]*?<\/section>/.exec(page)?.[0] ?? ''
    expect(strip).toContain('href="/ford"')
    for (const hidden of siteConfig.hiddenBrandLogos) expect(strip).not.toContain(`/${hidden}"`)
  })
})

describe('USE_MOCKS = "true"', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('logs a console warning that mock data is used instead of the API, once', async () => {
    expect(env.USE_MOCKS).toBe('true')
    const warn = vi.spyOn(console, 'warn')
    const app = createApp()
    for (let i = 0; i < 2; i++) {
      const context = createExecutionContext()
      const response = await app.fetch(
        new Request('http://localhost:8787/robots.txt'),
        env,
        context
      )
      await waitOnExecutionContext(context)
      expect(response.status).toBe(200)
    }
    const warnings = warn.mock.calls.filter((call) => /mock/i.test(String(call[0])))
    expect(warnings).toHaveLength(1)
  })
})
