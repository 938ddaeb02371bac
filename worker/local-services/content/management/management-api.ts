import { Hono } from 'hono'
import { LOCAL_SPACE, readSpace, SPACE_LANGUAGES } from '../store.ts'
import { componentRoutes } from './components.ts'
import { datasourceRoutes } from './datasources.ts'
import { requireManagementToken, type ManagementEnv } from './mapi-http.ts'
import { storyRoutes } from './stories.ts'

/**
 * The local space's Management API (`/v1/spaces/:space_id/…`), the endpoints
 * `@storyblok/management-api-client` calls for `cms:push`, `cms:seed` and their tests:
 * components and component groups, stories (with publish), datasources and their entries
 * (docs/decisions/0047).
 */
export function managementApi(): Hono<ManagementEnv> {
  const app = new Hono<ManagementEnv>()
  app.use('/v1/spaces/:space_id/*', requireManagementToken())
  app.use('/v1/spaces/:space_id', requireManagementToken())
  app.get('/v1/spaces/:space_id', async (c) => {
    const space = await readSpace(c.env.DB)
    return c.json({
      space: {
        id: LOCAL_SPACE.spaceId,
        name: space?.name ?? LOCAL_SPACE.name,
        domain: space?.domain ?? LOCAL_SPACE.domain,
        version: space?.cv ?? 0,
        default_lang_name: 'Français',
        languages: SPACE_LANGUAGES.map(({ code, name }) => ({ code, name })),
      },
    })
  })
  componentRoutes(app)
  storyRoutes(app)
  datasourceRoutes(app)
  return app
}
