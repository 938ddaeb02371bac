import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  contentTypeNames,
  nestedBlockNames,
  sectionBlockNames,
} from '../../client/blocks/block-names.ts'
import { readStories } from '../demo-data/content/read-stories.ts'
import { checkContent } from '../../worker/local-services/content/management/content-check.ts'
import type { StoredComponent } from '../../worker/local-services/content/management/components.ts'
import { COMPONENTS_FILE, readComponentsFile } from './components-file.ts'
import {
  componentDefinitions,
  componentsFileText,
  UnmappedFieldError,
} from './component-definitions.ts'

/** A block schema's editor texts, to keep them on a changed copy. */
const editorTextOf = (schema: z.ZodType) => z.globalRegistry.get(schema) ?? {}

describe('component definitions (cms/components.json)', () => {
  it('are what the block schemas generate: run `npm run cms:components` after changing a schema', () => {
    expect(readFileSync(COMPONENTS_FILE, 'utf8')).toBe(componentsFileText(componentDefinitions()))
  })

  it('cover every block, nested block and content type once', () => {
    const names = readComponentsFile().map((component) => component.name)
    expect(names).toEqual([...sectionBlockNames, ...nestedBlockNames, ...contentTypeNames])
    const roots = readComponentsFile().filter((component) => component.is_root)
    expect(roots.map((component) => component.name)).toEqual([...contentTypeNames])
  })

  it('accept every story of the demo content as the local Management API checks it', () => {
    const components = new Map<string, StoredComponent>(
      readComponentsFile().map((component, index) => [
        component.name,
        { ...component, id: index + 1, created_at: '', updated_at: '' },
      ])
    )
    const refused = readStories()
      .filter((story) => story.content)
      .flatMap((story) =>
        checkContent(story.content, components, { root: true }).map(
          (error) => `${story.full_slug}: ${error}`
        )
      )
    expect(refused).toEqual([])
  })

  it('fail on a zod field with no Storyblok equivalent, naming block and field', async () => {
    const { blockSchemas } = await import('../../client/blocks/block-schemas.ts')
    const original = blockSchemas.hero
    // A map has no Storyblok field type.
    Object.assign(blockSchemas, {
      hero: original.extend({ title: z.map(z.string(), z.string()) }).meta(editorTextOf(original)),
    })
    try {
      expect(() => componentDefinitions()).toThrow(UnmappedFieldError)
      expect(() => componentDefinitions()).toThrow(
        'Block "hero", field "title": zod type "map" has no Storyblok field type'
      )
    } finally {
      Object.assign(blockSchemas, { hero: original })
    }
  })

  it('fail on a field without a French label', async () => {
    const { blockSchemas } = await import('../../client/blocks/block-schemas.ts')
    const original = blockSchemas.hero
    Object.assign(blockSchemas, {
      hero: original.extend({ sans_libelle: z.string() }).meta(editorTextOf(original)),
    })
    try {
      expect(() => componentDefinitions()).toThrow(
        'Block "hero", field "sans_libelle": no French label'
      )
    } finally {
      Object.assign(blockSchemas, { hero: original })
    }
  })
  it('fail on a block without its French name and purpose for the editors', async () => {
    const { blockSchemas } = await import('../../client/blocks/block-schemas.ts')
    const original = blockSchemas.hero
    // `.extend` gives a new schema without the original's `.meta()`.
    Object.assign(blockSchemas, { hero: original.extend({}) })
    try {
      expect(() => componentDefinitions()).toThrow(
        'hero: no French name and purpose for the editors; add .meta({ title, description })'
      )
    } finally {
      Object.assign(blockSchemas, { hero: original })
    }
  })
})
