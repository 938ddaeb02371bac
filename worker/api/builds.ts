import { Hono } from 'hono'
import type { LatestBuild } from '../../client/api/latest-build.ts'
import type { AppEnv } from '../app-env.ts'

declare const __BUILD_ID__: string

/**
 * The build the Worker serves (spec §4, §7): the browser polls it and reloads at its next
 * navigation when the id differs from its own. Never cached.
 */
export function buildRoutes(buildTimestamp: number): Hono<AppEnv> {
  const builds = new Hono<AppEnv>()
  builds.get('/latest.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ id: __BUILD_ID__, timestamp: buildTimestamp } satisfies LatestBuild)
  })
  return builds
}
