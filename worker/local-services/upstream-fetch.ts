import type { ExecutionContext, Hono } from 'hono'

/** A local service: a Hono app speaking an upstream's production HTTP contract. */
export type LocalService = Pick<Hono<{ Bindings: Env }>, 'fetch'>

/**
 * The fetch every upstream client uses. In production it is the network. In the embedded
 * default (`USE_MOCKS = "true"`), requests for a local service's host are answered in-process
 * by that service, so clients, caching and error handling run exactly as in production.
 */
export function createUpstreamFetch(options: {
  useMocks: boolean
  env: Env
  ctx: ExecutionContext
  services: Record<string, LocalService>
}): typeof fetch {
  if (!options.useMocks) return fetch
  return async function upstreamFetch(input, init) {
    const request = new Request(input, init)
    const service = options.services[new URL(request.url).host]
    if (!service) return fetch(request)
    return service.fetch(request, options.env, options.ctx)
  }
}
