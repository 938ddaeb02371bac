import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import componentsFile from '../../cms/components.json'
import { appFetch } from './app-fetch.ts'

/**
 * The Worker's own `/__local/storyblok` answering Storyblok's Management API
 * (docs/decisions/0047): a story built from pushed components and published through it is the
 * page the next visitor gets, because the publish sends the signed webhook through the Worker's
 * webhook route, which moves the generation and purges, as in production.
 */
const mapi = (path: string, init: RequestInit = {}) =>
  appFetch(`/__local/storyblok/v1/spaces/287341${path}`, {
    ...init,
    headers: { authorization: 'demo-management-token', 'content-type': 'application/json' },
  })

async function pushComponents(names: string[]) {
  for (const component of componentsFile.components.filter((item) => names.includes(item.name))) {
    const { component_group_name: _group, ...body } = component
    const response = await mapi('/components', {
      method: 'POST',
      body: JSON.stringify({ component: body }),
    })
    expect([201, 422]).toContain(response.status)
  }
}

const story = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  story: {
    name: title,
    slug,
    content: {
      component: 'page',
      body: [
        {
          _uid: 'h1',
          component: 'hero',
          title,
          image: {
            filename: 'https://a.storyblok.com/f/287341/1600x900/hero.jpg',
            alt: 'Une voiture',
          },
          ...extra,
        },
      ],
    },
  },
})

describe('the local Management API through the Worker', () => {
  it('a story published through it is served at its path on the next request, in both languages', async () => {
    await pushComponents(['page', 'hero', 'button'])
    // Visited before: the not-found is cached, and the publish must clear it.
    expect((await appFetch('/offre-printemps')).status).toBe(404)
    const created = await mapi('/stories?publish=1', {
      method: 'POST',
      body: JSON.stringify(
        story('offre-printemps', 'Offre de printemps', { title__i18n__de: 'Frühlingsangebot' })
      ),
    })
    expect(created.status).toBe(201)
    const page = await appFetch('/offre-printemps')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Offre de printemps')
    expect(await (await appFetch('/de/offre-printemps')).text()).toContain('Frühlingsangebot')

    // Edited and published again: the new version, at once.
    const saved = z
      .object({ story: z.object({ id: z.number() }) })
      .parse(await created.json()).story
    const updated = await mapi(`/stories/${saved.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...story('offre-printemps', 'Offre d’été'), publish: true }),
    })
    expect(updated.status).toBe(200)
    expect(await (await appFetch('/offre-printemps')).text()).toContain('Offre d’été')
  })

  it('refuses content that does not fit the pushed components, in Storyblok’s 422 shape', async () => {
    await pushComponents(['page', 'hero', 'button'])
    const refused = await mapi('/stories', {
      method: 'POST',
      body: JSON.stringify(story('refusee', 'Refusée', { height: 3 })),
    })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      content: ['content.body[0].height: expected a string (a option field)'],
    })
    expect((await appFetch('/__local/storyblok/v1/spaces/287341/components')).status).toBe(401)
  })
})
