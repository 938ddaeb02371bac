import { z } from 'zod'
import type { D1DatabaseLike } from './d1.ts'

/**
 * Datasources of the local space (`cdn/datasources`, `cdn/datasource_entries`), stored in D1 by
 * the seed. Answers take Storyblok's shapes: a datasource with its dimensions; an entry with
 * `dimension_value` (the value in the requested dimension, null without one).
 */

const dimensionSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  entry_value: z.string(),
  datasource_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})

/** A datasource as the demo data declares it (scripts/demo-data/content/datasources.ts). */
export type DemoDatasource = {
  id: number
  name: string
  slug: string
  dimensions: z.infer<typeof dimensionSchema>[]
  entries: { id: number; name: string; value: string; dimensionValues: Record<string, string> }[]
}

const datasourceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  dimensions: z.string().transform((json) => z.array(dimensionSchema).parse(JSON.parse(json))),
})

const entryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  dimension_values: z
    .string()
    .transform((json) => z.record(z.string(), z.string()).parse(JSON.parse(json))),
})

export async function listDatasources(db: D1DatabaseLike) {
  const { results } = await db
    .prepare('SELECT id, name, slug, dimensions FROM content_datasources ORDER BY id')
    .all()
  return results.map((row) => datasourceRowSchema.parse(row))
}

/**
 * Entries of one datasource (by slug), in their order; `null` when no datasource has that slug.
 * With `dimension`, each entry's value in that dimension (null where it has none).
 */
export async function listDatasourceEntries(
  db: D1DatabaseLike,
  slug: string,
  dimension: string | undefined
) {
  const source = await db
    .prepare('SELECT id FROM content_datasources WHERE slug = ?')
    .bind(slug)
    .first()
  if (!source) return null
  const { results } = await db
    .prepare(
      `SELECT e.id, e.name, e.value, e.dimension_values FROM content_datasource_entries e
       JOIN content_datasources d ON d.id = e.datasource_id
       WHERE d.slug = ? ORDER BY e.position, e.id`
    )
    .bind(slug)
    .all()
  return results.map((row) => {
    const entry = entryRowSchema.parse(row)
    return {
      id: entry.id,
      name: entry.name,
      value: entry.value,
      dimension_value: dimension ? (entry.dimension_values[dimension] ?? null) : null,
    }
  })
}

/** SQL statements that store datasources (the seed writer's part). */
export function datasourceSeedStatements(
  datasources: DemoDatasource[],
  sql: (value: string | number | null) => string
): string[] {
  return datasources.flatMap((source) => [
    `INSERT INTO content_datasources (id, name, slug, dimensions) VALUES (${sql(source.id)}, ${sql(source.name)}, ${sql(source.slug)}, ${sql(JSON.stringify(source.dimensions))});`,
    ...source.entries.map(
      (entry, index) =>
        `INSERT INTO content_datasource_entries (id, datasource_id, position, name, value, dimension_values) VALUES (${sql(entry.id)}, ${sql(source.id)}, ${sql(index)}, ${sql(entry.name)}, ${sql(entry.value)}, ${sql(JSON.stringify(entry.dimensionValues))});`
    ),
  ])
}
