import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { LoaderContext } from './loader.ts'

/**
 * What a loader gets for one request: the page it loads (route, parameters, URL, path) and the
 * platform of the request (configuration, services, background work). Pages and the live preview
 * build it here, the same way.
 */
export function loaderContext(
  c: Context<AppEnv>,
  page: Pick<LoaderContext, 'routeId' | 'params' | 'url' | 'path'>
): LoaderContext {
  return {
    ...page,
    config: c.get('config'),
    services: c.get('services'),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  }
}
