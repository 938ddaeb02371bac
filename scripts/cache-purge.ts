/**
 * Makes the site read fresh CMS content, as the publish webhook does, for a developer:
 * bumps the content generation kept in KV (`content:generation`), so every cached story of the
 * old generation is skipped on the next request. The new value is the clock in Unix seconds (a
 * Storyblok `cv`), never lower than the current value plus one.
 *
 * Usage:
 *   npm run cache:purge                                  local KV of `npm start` (.wrangler/state)
 *   npm run cache:purge -- --persist-to DIR              another local state directory
 *   npm run cache:purge -- --remote --env production     the production namespace (wrangler login)
 *   npm run cache:purge -- --remote --env production --tags html,slug:contact
 *       also purges those Cache-Tags from the zone cache, with CLOUDFLARE_ZONE_ID and
 *       CLOUDFLARE_API_TOKEN in the environment (Workers Cache itself can only be purged by the
 *       Worker: send a signed event to /api/cms/webhook for that, see docs/decisions).
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

const root = resolve(import.meta.dirname, '..')
const wrangler = resolve(root, 'node_modules/.bin/wrangler')
const GENERATION_KEY = 'content:generation'

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    'persist-to': { type: 'string' },
    tags: { type: 'string' },
  },
})

const target = values.remote
  ? ['--remote', ...(values.env ? ['--env', values.env] : [])]
  : ['--local', '--persist-to', resolve(root, values['persist-to'] ?? '.wrangler/state')]

function kv(args: string[]): string {
  const result = spawnSync(wrangler, ['kv', 'key', ...args, '--binding', 'CACHE', ...target], {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`wrangler kv key ${args[0]} failed:\n${result.stderr || result.stdout}`)
  }
  return result.stdout.trim()
}

function currentGeneration(): number {
  try {
    const value = Number(kv(['get', GENERATION_KEY, '--text']))
    return Number.isSafeInteger(value) && value > 0 ? value : 0
  } catch {
    return 0 // no value yet: the Worker reads the space's cv on its next request anyway
  }
}

async function purgeZoneTags(tags: string[]): Promise<void> {
  const zoneId = process.env.CLOUDFLARE_ZONE_ID
  const token = process.env.CLOUDFLARE_API_TOKEN
  if (!zoneId || !token) {
    throw new Error('--tags needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN in the environment')
  }
  for (let index = 0; index < tags.length; index += 30) {
    const response = await fetch(
      `https://api.cloudflare.com/client/v4/zones/${zoneId}/purge_cache`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: tags.slice(index, index + 30) }),
      }
    )
    if (!response.ok)
      throw new Error(`Purge API answered ${response.status}: ${await response.text()}`)
  }
  console.info(`✓ purged tags from the zone cache: ${tags.join(', ')}`)
}

const previous = currentGeneration()
const next = Math.max(previous + 1, Math.floor(Date.now() / 1000))
kv(['put', GENERATION_KEY, String(next)])
console.info(
  `✓ content generation ${previous || '(none)'} → ${next} (${values.remote ? 'remote' : 'local'})`
)

const tags = (values.tags ?? '')
  .split(',')
  .map((tag) => tag.trim())
  .filter(Boolean)
if (tags.length > 0) await purgeZoneTags(tags)
