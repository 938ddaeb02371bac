import { uuidFor } from '../demo-data/content/ids.ts'
import type { ComponentDefinition } from './component-definitions.ts'
import { siteDatasources } from './push-components.ts'

/**
 * SQL that gives the local space the block library and the datasources `cms:push` would give a
 * new space (`.wrangler/seed/storyblok-space.sql`, loaded by `npm run seed` after the demo
 * content): so a fresh `npm start` holds exactly `cms/components.json`, and a dry-run push to it
 * says "no change". Deterministic: fixed ids, uuids and dates.
 */
const SEEDED_AT = '2026-09-01T08:00:00.000Z'

function sql(value: string | number | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') return String(value)
  return `'${value.replaceAll("'", "''")}'`
}

export function localSpaceSql(
  components: ComponentDefinition[],
  existingDatasources: string[]
): string {
  const groups = [...new Set(components.map((component) => component.component_group_name))]
  const groupUuid = (name: string) => uuidFor(`component-group:${name}`)
  const lines = ['DELETE FROM content_components;', 'DELETE FROM content_component_groups;']
  groups.forEach((name, index) =>
    lines.push(
      `INSERT INTO content_component_groups (id, uuid, name) VALUES (${200_001 + index}, ${sql(groupUuid(name))}, ${sql(name)});`
    )
  )
  components.forEach((component, index) => {
    const { component_group_name: group, ...rest } = component
    const json = JSON.stringify({
      ...rest,
      component_group_uuid: groupUuid(group),
    })
    lines.push(
      `INSERT INTO content_components (id, name, json, created_at, updated_at) VALUES (${100_001 + index}, ${sql(component.name)}, ${sql(json)}, ${sql(SEEDED_AT)}, ${sql(SEEDED_AT)});`
    )
  })
  // Datasources the demo content does not already hold (its seed writes its own).
  let entryId = 97_001
  siteDatasources()
    .filter((source) => !existingDatasources.includes(source.slug))
    .forEach((source, index) => {
      const id = 94_001 + index
      lines.push(
        `INSERT INTO content_datasources (id, name, slug, dimensions) VALUES (${id}, ${sql(source.name)}, ${sql(source.slug)}, '[]');`
      )
      source.entries.forEach((entry, position) =>
        lines.push(
          `INSERT INTO content_datasource_entries (id, datasource_id, position, name, value, dimension_values) VALUES (${entryId++}, ${id}, ${position}, ${sql(entry.name)}, ${sql(entry.value)}, '{}');`
        )
      )
    })
  return `${lines.join('\n')}\n`
}
