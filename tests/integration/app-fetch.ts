import { exports } from 'cloudflare:workers'

/** Sends a request to the Worker's default export, as the platform would. */
export function appFetch(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, 'http://localhost:8787'), { redirect: 'manual', ...init })
  )
}
