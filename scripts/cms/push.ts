/**
 * `npm run cms:push -- [--space ID] [--base-url URL] [--dry-run] [--force]`: pushes the
 * component groups, components (`cms/components.json`) and the site's datasources to a Storyblok
 * space with `@storyblok/management-api-client`. The token comes from
 * `STORYBLOK_MANAGEMENT_TOKEN`. `--dry-run` prints the plan field by field ("no change" when the
 * space already matches); without `--force` a component changed in the space since the last push
 * is not overwritten. docs/editors.md, docs/decisions/0046.
 */
import { readComponentsFile } from './components-file.ts'
import {
  applyPush,
  describePlan,
  planPush,
  pushDatasources,
  readRecord,
  recordPath,
  writeRecord,
} from './push-components.ts'
import { readSpaceOptions, spaceClient } from './space.ts'

const options = readSpaceOptions(process.argv.slice(2), process.env)
const client = spaceClient(options)
const wanted = readComponentsFile()
const path = recordPath(options)
const record = readRecord(path)

const plan = await planPush(client, wanted, record)
const datasourceLines = await pushDatasources(client, true)
const lines = describePlan(plan)
const printed =
  datasourceLines.length > 0 ? [...lines.filter((line) => line !== 'no change'), ...datasourceLines] : lines
console.info(`Space ${options.spaceId} at ${options.baseUrl}:`)
for (const line of printed) console.info(`  ${line}`)

if (!options.dryRun) {
  const next = await applyPush(client, plan, record, { force: options.force })
  await pushDatasources(client, false)
  writeRecord(path, next)
  const count = plan.create.length + plan.update.length
  console.info(`Pushed: ${count} component(s), ${plan.groupsToCreate.length} group(s), ${datasourceLines.length} datasource(s).`)
}
