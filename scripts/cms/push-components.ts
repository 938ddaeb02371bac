import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'
import { demoDatasources } from '../demo-data/content/datasources.ts'
import { EDITOR_REDIRECTS_DATASOURCE } from '../../worker/content/editor-redirects.ts'
import { locations } from '../demo-data/locations.ts'
import type { ComponentDefinition } from './component-definitions.ts'
import {
  componentDiff,
  componentHash,
  managedPart,
  type ComparableComponent,
} from './component-diff.ts'
import { dataOf, type SpaceClient, type SpaceOptions } from './space.ts'

/**
 * `cms:push`: the component groups, components and datasources of `cms/components.json` pushed
 * to a space through the Management API, after a field-by-field plan. A component changed in the
 * space since the last push (its fingerprint differs from the one recorded then) is not
 * overwritten without `--force` (docs/decisions/0046).
 */

const remoteComponentSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullish(),
  description: z.string().nullish(),
  is_root: z.boolean().nullish(),
  is_nestable: z.boolean().nullish(),
  component_group_uuid: z.string().nullish(),
  schema: z.record(z.string(), z.record(z.string(), z.unknown())).nullish(),
})
const groupSchema = z.looseObject({ id: z.number().int(), uuid: z.string(), name: z.string() })

export type RemoteComponent = ComparableComponent & { id: number }

/** The space's components in the definitions' terms, and its groups by uuid. */
export async function pullComponents(client: SpaceClient) {
  const { components, component_groups } = dataOf(
    'list components',
    await client.components.list(),
    z.object({
      components: z.array(remoteComponentSchema),
      component_groups: z.array(groupSchema).optional(),
    })
  )
  const groups =
    component_groups ??
    dataOf(
      'list component groups',
      await client.componentFolders.list(),
      z.object({ component_groups: z.array(groupSchema) })
    ).component_groups
  const groupNames = new Map(groups.map((group) => [group.uuid, group.name]))
  const pulled: RemoteComponent[] = components.map((component) => ({
    id: component.id,
    ...managedPart({
      name: component.name,
      display_name: component.display_name ?? '',
      description: component.description ?? '',
      is_root: component.is_root ?? false,
      is_nestable: component.is_nestable ?? true,
      component_group_name: groupNames.get(component.component_group_uuid ?? '') ?? '',
      schema: component.schema ?? {},
    }),
  }))
  return { components: pulled, groups }
}

export type PushPlan = {
  groupsToCreate: string[]
  create: ComponentDefinition[]
  update: { id: number; wanted: ComponentDefinition; lines: string[]; changedInSpace: boolean }[]
  unchanged: string[]
  /** Components of the space the definitions do not have: listed, never deleted. */
  extra: string[]
}

/** Fingerprints of what the last push wrote, by component name. */
export type PushRecord = Record<string, string>

/**
 * What would change in the space. A component is "changed in the space" when it is neither what
 * the last push recorded nor, without a record, what `committed` (cms/components.json as
 * committed, what the team last agreed to push) holds.
 */
export async function planPush(
  client: SpaceClient,
  wanted: ComponentDefinition[],
  record: PushRecord,
  committed: ComponentDefinition[] = []
): Promise<PushPlan> {
  const space = await pullComponents(client)
  const byName = new Map(space.components.map((component) => [component.name, component]))
  const groupNames = new Set(space.groups.map((group) => group.name))
  const plan: PushPlan = {
    groupsToCreate: [...new Set(wanted.map((component) => component.component_group_name))].filter(
      (name) => !groupNames.has(name)
    ),
    create: [],
    update: [],
    unchanged: [],
    extra: space.components
      .filter((component) => !wanted.some((item) => item.name === component.name))
      .map((component) => component.name),
  }
  for (const component of wanted) {
    const current = byName.get(component.name)
    if (!current) {
      plan.create.push(component)
      continue
    }
    const lines = componentDiff(component, current)
    if (lines.length === 0) {
      plan.unchanged.push(component.name)
      continue
    }
    // Changed in the space since the last push: its fingerprint is not the one recorded then
    // (without a record: not the committed definition's; or a component this tool never wrote).
    const known = committed.find((item) => item.name === component.name)
    const baseline = record[component.name] ?? (known ? componentHash(known) : undefined)
    const changedInSpace = baseline !== componentHash(current)
    plan.update.push({ id: current.id, wanted: component, lines, changedInSpace })
  }
  return plan
}

/** The plan as the dry run prints it. */
export function describePlan(plan: PushPlan): string[] {
  const lines = [
    ...plan.groupsToCreate.map((name) => `+ group ${name}`),
    ...plan.create.map(
      (component) =>
        `+ component ${component.name} (${Object.keys(component.schema).length} fields)`
    ),
    ...plan.update.flatMap((item) => [
      ...(item.changedInSpace
        ? [`! ${item.wanted.name} was changed in the space since the last push`]
        : []),
      ...item.lines,
    ]),
    ...plan.extra.map(
      (name) => `? ${name} is in the space but not in cms/components.json (left as is)`
    ),
  ]
  return lines.length === 0 || lines.every((line) => line.startsWith('?'))
    ? [...lines, 'no change']
    : lines
}

function body(component: ComponentDefinition, groupUuids: Map<string, string>) {
  const { component_group_name: group, ...rest } = component
  return { ...rest, component_group_uuid: groupUuids.get(group) ?? null }
}

/**
 * Applies a plan; refuses (throws, writing nothing) when a component to update was changed in
 * the space and `force` is not set. Returns the new record.
 */
export async function applyPush(
  client: SpaceClient,
  plan: PushPlan,
  record: PushRecord,
  options: { force: boolean }
): Promise<PushRecord> {
  const changed = plan.update.filter((item) => item.changedInSpace)
  if (changed.length > 0 && !options.force) {
    throw new Error(
      `Not pushed: changed in the space since the last push: ${changed.map((item) => item.wanted.name).join(', ')}. ` +
        'Read the diff (--dry-run), bring the change into the block schema, or overwrite it with --force.'
    )
  }
  for (const name of plan.groupsToCreate) {
    dataOf(
      `create group ${name}`,
      await client.componentFolders.create({ body: { component_group: { name } } }),
      z.object({ component_group: groupSchema })
    )
  }
  const { groups } = await pullComponents(client)
  const groupUuids = new Map(groups.map((group) => [group.name, group.uuid]))
  const next: PushRecord = { ...record }
  for (const component of plan.create) {
    dataOf(
      `create ${component.name}`,
      await client.components.create({ body: { component: body(component, groupUuids) } }),
      z.object({ component: remoteComponentSchema })
    )
  }
  for (const item of plan.update) {
    dataOf(
      `update ${item.wanted.name}`,
      await client.components.update(item.id, {
        body: { component: body(item.wanted, groupUuids) },
      }),
      z.object({ component: remoteComponentSchema })
    )
  }
  // Record what the space now holds, so an editor's later change is told apart from ours.
  const { components } = await pullComponents(client)
  for (const component of components) next[component.name] = componentHash(component)
  return next
}

/** The datasources the site reads (editor-texts.ts names them), with the code's entries. */
export function siteDatasources() {
  const fromCode = demoDatasources().map((source) => ({
    name: source.name,
    slug: source.slug,
    // A new space starts without the demo's redirects: that table is the editors' own.
    entries:
      source.slug === EDITOR_REDIRECTS_DATASOURCE
        ? []
        : source.entries.map((entry) => ({ name: entry.name, value: entry.value })),
  }))
  return [
    ...fromCode,
    {
      name: 'Concessions',
      slug: 'concessions',
      entries: locations.map((location) => ({ name: location.name, value: location.slug })),
    },
  ]
}

const datasourceSchema = z.looseObject({ id: z.number().int(), slug: z.string() })

/** Creates the missing datasources with their entries; an existing one is left to its editors. */
export async function pushDatasources(client: SpaceClient, dryRun: boolean): Promise<string[]> {
  const { datasources } = dataOf(
    'list datasources',
    await client.datasources.list(),
    z.object({ datasources: z.array(datasourceSchema) })
  )
  const lines: string[] = []
  for (const source of siteDatasources()) {
    if (datasources.some((existing) => existing.slug === source.slug)) continue
    lines.push(`+ datasource ${source.slug} (${source.entries.length} entries)`)
    if (dryRun) continue
    const { datasource } = dataOf(
      `create datasource ${source.slug}`,
      await client.datasources.create({
        body: { datasource: { name: source.name, slug: source.slug } },
      }),
      z.object({ datasource: datasourceSchema })
    )
    for (const entry of source.entries) {
      dataOf(
        `create entry ${entry.value} of ${source.slug}`,
        await client.datasourceEntries.create({
          body: { datasource_entry: { ...entry, datasource_id: datasource.id } },
        }),
        z.object({ datasource_entry: z.unknown() })
      )
    }
  }
  return lines
}

/** Where the fingerprints of the last push to a space are kept (committed for a real space). */
export function recordPath(options: Pick<SpaceOptions, 'spaceId' | 'baseUrl'>): string {
  const root = resolve(import.meta.dirname, '../..')
  const local = ['localhost', '127.0.0.1'].includes(new URL(options.baseUrl).hostname)
  return local
    ? resolve(root, '.wrangler/cms-pushed', `${options.spaceId}.json`)
    : resolve(root, 'cms/pushed', `${options.spaceId}.json`)
}

export function readRecord(path: string): PushRecord {
  if (!existsSync(path)) return {}
  return z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(path, 'utf8')))
}

export function writeRecord(path: string, record: PushRecord): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`)
}
