import { createHash } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { ComponentDefinition } from './component-definitions.ts'

/**
 * Field-by-field comparison of component definitions, for `cms:push --dry-run` and the refusal
 * to overwrite an editor's change (docs/decisions/0046). Only what the definitions manage is
 * compared: a key Storyblok adds on its side (a field's `id`, a component's `created_at`) is not
 * a difference.
 */

/** Component keys the definitions own. */
const COMPONENT_KEYS = [
  'display_name',
  'description',
  'is_root',
  'is_nestable',
  'component_group_name',
] as const

/** Field keys the definitions own (others an editor may set in the space are left alone). */
const FIELD_KEYS = new Set([
  'type',
  'pos',
  'display_name',
  'description',
  'required',
  'translatable',
  'default_value',
  'options',
  'source',
  'datasource_slug',
  'filter_content_type',
  'regex',
  'min_value',
  'max_value',
  'decimals',
  'filetypes',
  'restrict_type',
  'restrict_components',
  'component_whitelist',
  'minimum',
  'maximum',
  'field_type',
  'allow_target_blank',
  'email_link_type',
  'asset_link_type',
])

/** A component as the space holds it, in the definitions' terms (group by name). */
export type ComparableComponent = Omit<ComponentDefinition, 'schema'> & {
  schema: Record<string, Record<string, unknown>>
}

/** The managed part of a component: what is compared, hashed and pulled. */
export function managedPart(component: ComparableComponent): ComparableComponent {
  return {
    name: component.name,
    display_name: component.display_name,
    description: component.description,
    is_root: component.is_root,
    is_nestable: component.is_nestable,
    component_group_name: component.component_group_name,
    schema: Object.fromEntries(
      Object.entries(component.schema).map(([field, definition]) => [
        field,
        Object.fromEntries(
          Object.entries(definition)
            .filter(([key, value]) => FIELD_KEYS.has(key) && value !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
        ),
      ])
    ),
  }
}

/** A stable fingerprint of a component's managed part (recorded after each push). */
export function componentHash(component: ComparableComponent): string {
  const managed = managedPart(component)
  const sorted = { ...managed, schema: Object.fromEntries(Object.entries(managed.schema).sort()) }
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 16)
}

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value))

/**
 * The differences from `current` (the space; `null`: the component is missing) to `wanted`
 * (the definitions), one line each: `hero.title.required: false → true`,
 * `+ hero.badge (text)`, `- hero.old_field`, `+ component hero`.
 */
export function componentDiff(
  wanted: ComparableComponent,
  current: ComparableComponent | null
): string[] {
  if (!current) return [`+ component ${wanted.name} (${Object.keys(wanted.schema).length} fields)`]
  const a = managedPart(current)
  const b = managedPart(wanted)
  const lines: string[] = []
  for (const key of COMPONENT_KEYS) {
    if (!isDeepStrictEqual(a[key], b[key]))
      lines.push(`~ ${b.name}.${key}: ${show(a[key])} → ${show(b[key])}`)
  }
  for (const [field, definition] of Object.entries(b.schema)) {
    const before = a.schema[field]
    if (!before) {
      lines.push(`+ ${b.name}.${field} (${String(definition.type)})`)
      continue
    }
    const keys = new Set([...Object.keys(before), ...Object.keys(definition)])
    for (const key of [...keys].sort()) {
      if (!isDeepStrictEqual(before[key], definition[key]))
        lines.push(`~ ${b.name}.${field}.${key}: ${show(before[key])} → ${show(definition[key])}`)
    }
  }
  for (const field of Object.keys(a.schema)) {
    if (!(field in b.schema)) lines.push(`- ${b.name}.${field}`)
  }
  return lines
}
