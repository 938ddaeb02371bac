import type { ExecutionContext } from 'hono'
import type { AppConfig } from '../env.ts'
import { localServices } from './local-services.ts'

/**
 * Whether this build carries the local services: `false` when it is built for a named Cloudflare
 * environment (`CLOUDFLARE_ENV=production`), see vite.config.ts and docs/decisions/0023.
 */
declare const __LOCAL_SERVICES__: boolean

/**
 * The fetch every upstream client uses. In production it is the network. In the embedded
 * default (`USE_MOCKS = "true"`), requests for a local service's host are answered in-process
 * by that service, so clients, caching and error handling run exactly as in production.
 */
export function upstreamFetchFor(config: AppConfig, env: Env, ctx: ExecutionContext): typeof fetch {
  // In a production build the condition is `true` at build time: the bundler drops the rest of
  // this function, and with it the local services and everything only they import.
  if (!__LOCAL_SERVICES__ || config.USE_MOCKS !== 'true') return fetch
  const services = localServices(config)
  return async function upstreamFetch(input, init) {
    const request = new Request(input, init)
    const service = services[new URL(request.url).host]
    if (!service) return fetch(request)
    return service.fetch(request, env, ctx)
  }
}
