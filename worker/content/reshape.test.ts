import { describe, expect, it } from 'vitest'
import { rawStorySchema } from './raw-schemas.ts'
import { reshapeLink, reshapeStory } from './reshape.ts'

const raw = (fullSlug: string, content: Record<string, unknown>) =>
  rawStorySchema.parse({
    id: 1,
    uuid: `uuid-${fullSlug}`,
    name: 'Nom',
    slug: fullSlug.replace(/\/$/, '').split('/').pop(),
    full_slug: fullSlug,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-02T00:00:00.000Z',
    first_published_at: '2026-01-02T00:00:00.000Z',
    parent_id: 0,
    content: { _uid: 'u', component: 'page', ...content },
  })

describe('reshapeStory', () => {
  it('builds the public URL, ancestors and breadcrumb label', () => {
    expect(reshapeStory(raw('home-page/', {}))).toMatchObject({
      url: '/',
      fullSlug: 'home-page',
      parentId: null,
      breadcrumbLabel: 'Nom',
    })
    expect(
      reshapeStory(raw('entreprise/fleet-leasing', { breadcrumb_title: 'Leasing de flotte' }))
    ).toMatchObject({
      url: '/entreprise/fleet-leasing',
      parentSlugs: ['entreprise'],
      breadcrumbLabel: 'Leasing de flotte',
    })
  })

  it('takes SEO from the SEO plugin field, then the content, then the story name', () => {
    const withSeo = reshapeStory(
      raw('contact', {
        seo: { title: 'Contact – Autosphère', description: 'Nos sites', og_image: '' },
        noindex: true,
      })
    )
    expect(withSeo.seo).toEqual({
      title: 'Contact – Autosphère',
      description: 'Nos sites',
      noindex: true,
      ogImage: null,
    })
    const article = reshapeStory(
      raw('news/a', {
        title: 'Titre',
        teaser: 'Résumé',
        image: { filename: '/demo/content/a.svg' },
      })
    )
    expect(article.seo).toEqual({
      title: 'Titre',
      description: 'Résumé',
      noindex: false,
      ogImage: '/demo/content/a.svg',
    })
  })

  it('reshapes resolved relations inlined in content, but leaves link stubs raw', () => {
    const related = {
      ...raw('global/reprise', { component: 'global', body: [] }),
      _stopResolving: true,
    }
    const story = reshapeStory(
      raw('contact', {
        body: [
          { _uid: 'g', component: 'global_reference', references: [related, 'uuid-missing'] },
          {
            _uid: 'b',
            component: 'button',
            link: {
              linktype: 'story',
              cached_url: 'news',
              story: { full_slug: 'news/', name: 'Actualités' },
            },
          },
        ],
      })
    )
    const body = story.content.body as Array<Record<string, unknown>>
    expect(body[0]?.references).toEqual([
      expect.objectContaining({
        fullSlug: 'global/reprise',
        url: '/global/reprise',
        content: expect.objectContaining({ component: 'global' }),
      }),
      'uuid-missing',
    ])
    expect(body[1]?.link).toMatchObject({ story: { full_slug: 'news/' } })
  })
})

describe('reshapeLink', () => {
  it('turns a link object into the app link', () => {
    expect(
      reshapeLink({
        id: 2,
        uuid: 'x',
        slug: 'news/',
        name: 'Actualités',
        is_folder: false,
        parent_id: 5,
        published: true,
        position: 10,
        is_startpage: true,
      })
    ).toEqual({
      id: 2,
      uuid: 'x',
      fullSlug: 'news',
      url: '/news',
      name: 'Actualités',
      isFolder: false,
      isStartpage: true,
      parentId: 5,
      published: true,
      position: 10,
    })
  })
})
