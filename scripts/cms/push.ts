/**
 * `npm run cms:push -- [--space ID] [--base-url URL] [--dry-run] [--force]`: pushes the
 * component groups, components (generated from the block schemas, as `cms/components.json`
 * holds them), the site's datasources and the space's languages (push-languages.ts) to a Storyblok
 * space with `@storyblok/management-api-client`. The token comes from
 * `STORYBLOK_MANAGEMENT_TOKEN`. `--dry-run` prints the plan field by field ("no change" when the
 * space already matches); without `--force` a component changed in the space since the last push
 * is not overwritten. docs/editors.md, docs/decisions/0046.
 */
import { readFileSync } from 'node:fs'
import { COMPONENTS_FILE, readComponentsFile } from './components-file.ts'
import { componentDefinitions, componentsFileText } from './component-definitions.ts'
import {
  applyPush,
  describePlan,
  planPush,
  pushDatasources,
  readRecord,
  recordPath,
  writeRecord,
} from './push-components.ts'
import { pushLanguages } from './push-languages.ts'
import { readSpaceOptions, spaceClient } from './space.ts'

try {
  const options = readSpaceOptions(process.argv.slice(2), process.env)
  const client = spaceClient(options)
  // From the block schemas themselves (the one source), so a schema change shows at once.
  const wanted = componentDefinitions()
  if (readFileSync(COMPONENTS_FILE, 'utf8') !== componentsFileText(wanted)) {
    console.warn('cms/components.json is behind the block schemas: run `npm run cms:components`.')
  }
  const path = recordPath(options)
  const record = readRecord(path)

  const plan = await planPush(client, wanted, record, readComponentsFile())
  const datasourceLines = await pushDatasources(client, true)
  const languageLines = await pushLanguages(client, true)
  const lines = describePlan(plan)
  const extra = [...datasourceLines, ...languageLines]
  const printed =
    extra.length > 0 ? [...lines.filter((line) => line !== 'no change'), ...extra] : lines
  console.info(`Space ${options.spaceId} at ${options.baseUrl}:`)
  for (const line of printed) console.info(`  ${line}`)

  if (!options.dryRun) {
    const next = await applyPush(client, plan, record, { force: options.force })
    await pushDatasources(client, false)
    await pushLanguages(client, false)
    writeRecord(path, next)
    const count = plan.create.length + plan.update.length
    console.info(
      `Pushed: ${count} component(s), ${plan.groupsToCreate.length} group(s), ${datasourceLines.length} datasource(s), ${languageLines.length} language(s).`
    )
  }
} catch (error) {
  // A refused push, a missing token, a space that answers 401: one readable line, exit 1.
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
