/**
 * `npm run cms:seed -- [--space ID] [--base-url URL] [--dry-run]`: loads the launch set of
 * stories (launch-stories.ts) into a space that does not have them yet, through the Management
 * API, published, in both languages (field-level translation). A story whose slug exists is left
 * alone: the seed never overwrites an editor's work. Run `cms:push` first. docs/editors.md.
 */
import { seedStories } from './seed-stories.ts'
import { readSpaceOptions, spaceClient } from './space.ts'

try {
  const options = readSpaceOptions(process.argv.slice(2), process.env)
  const lines = await seedStories(spaceClient(options), { dryRun: options.dryRun })
  console.info(`Space ${options.spaceId} at ${options.baseUrl}:`)
  for (const line of lines) console.info(`  ${line}`)
} catch (error) {
  // A refused push, a missing token, a space that answers 401: one readable line, exit 1.
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
