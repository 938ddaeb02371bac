import { afterEach, describe, expect, it } from 'vitest'
import { readComponentsFile } from './components-file.ts'
import { managedPart } from './component-diff.ts'
import { startLocalMapi } from './local-mapi-fixture.ts'
import {
  applyPush,
  describePlan,
  planPush,
  pullComponents,
  pushDatasources,
} from './push-components.ts'
import { pushLanguages, type LanguagesClient } from './push-languages.ts'

/**
 * `cms:push` with Storyblok's own Management API client against the local service
 * (docs/decisions/0046, 0047): what is pushed is what is pulled back, a second push has nothing
 * to do, a changed schema shows as exactly its field, an editor's change is not overwritten.
 */
const definitions = readComponentsFile()
let stop: (() => Promise<void>) | undefined
afterEach(async () => stop?.())

async function pushedSpace() {
  const space = await startLocalMapi()
  stop = space.stop
  const record = await applyPush(
    space.client,
    await planPush(space.client, definitions, {}),
    {},
    { force: false }
  )
  return { ...space, record }
}

describe('cms:push against the local Management API', () => {
  it('push then pull gives the same definitions, and a second plan says "no change"', async () => {
    const { client, record } = await pushedSpace()
    const { components } = await pullComponents(client)
    expect(components.map(({ id: _id, ...component }) => component)).toEqual(
      definitions.map((component) => managedPart(component))
    )
    expect(describePlan(await planPush(client, definitions, record))).toEqual(['no change'])
  })

  it('a changed block schema shows as exactly that field', async () => {
    const { client, record } = await pushedSpace()
    const changed = definitions.map((component) =>
      component.name === 'hero'
        ? {
            ...component,
            schema: { ...component.schema, title: { ...component.schema.title!, required: false } },
          }
        : component
    )
    expect(describePlan(await planPush(client, changed, record))).toEqual([
      '~ hero.title.required: true → false',
    ])
  })

  it('refuses to overwrite a component an editor changed since the last push, unless forced', async () => {
    const { client, record, mapi } = await pushedSpace()
    const { components } = await pullComponents(client)
    const hero = components.find((component) => component.name === 'hero')!
    // An editor renames a field's label in the space.
    const edited = await mapi(`/components/${hero.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        component: {
          schema: {
            ...hero.schema,
            title: { ...hero.schema.title, display_name: 'Titre principal' },
          },
        },
      }),
    })
    expect(edited.status).toBe(200)
    const plan = await planPush(client, definitions, record)
    expect(describePlan(plan)).toEqual([
      '! hero was changed in the space since the last push',
      '~ hero.title.display_name: "Titre principal" → "Titre"',
    ])
    await expect(applyPush(client, plan, record, { force: false })).rejects.toThrow(
      /changed in the space.*hero/
    )
    expect(
      (await pullComponents(client)).components.find((c) => c.name === 'hero')!.schema.title!
        .display_name
    ).toBe('Titre principal')
    await applyPush(client, plan, record, { force: true })
    expect(
      (await pullComponents(client)).components.find((c) => c.name === 'hero')!.schema.title!
        .display_name
    ).toBe('Titre')
  })

  it('creates the datasources the site reads, once', async () => {
    const { client } = await pushedSpace()
    expect(await pushDatasources(client, false)).toEqual([
      expect.stringMatching(/^\+ datasource marques \(\d+ entries\)/),
      expect.stringMatching(/^\+ datasource carburants/),
      // The editors' own table, created empty: the demo's rows are no group's redirects.
      '+ datasource redirects (0 entries)',
      expect.stringMatching(/^\+ datasource concessions/),
    ])
    expect(await pushDatasources(client, true)).toEqual([])
  })

  it('declares the space’s languages: the local space has them all, a space without English gets it', async () => {
    const { client } = await pushedSpace()
    expect(await pushLanguages(client, false)).toEqual([])
    const sent: unknown[] = []
    const germanOnly: LanguagesClient = {
      spaces: {
        get: async () => ({ data: { space: { languages: [{ code: 'de', name: 'Deutsch' }] } } }),
        update: async (options) => {
          sent.push(options.body)
          return { data: { space: {} } }
        },
      },
    }
    expect(await pushLanguages(germanOnly, true)).toEqual(['+ language en (English)'])
    expect(sent).toEqual([])
    expect(await pushLanguages(germanOnly, false)).toEqual(['+ language en (English)'])
    // The languages the space had stay, the missing one is added.
    expect(sent).toEqual([
      {
        space: {
          languages: [
            { code: 'de', name: 'Deutsch' },
            { code: 'en', name: 'English' },
          ],
        },
      },
    ])
  })
})
