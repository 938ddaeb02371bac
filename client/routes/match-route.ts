import { type PageError, notFound } from '../errors/error-types.ts'
import { CATCH_ALL, type Route, VEHICLE_PARAM, allRoutes, isCatchAll } from './route-table.ts'

export type RouteParams = Record<string, string>

export type RouteMatch =
  | { kind: 'match'; route: Route; params: RouteParams }
  /** The path has a route's shape but a parameter fails its validation (spec §2). */
  | { kind: 'invalid'; route: Route; message: string }

/** Per-parameter validation declared by the routes (spec §2: only `vehicle` has a format). */
const paramValidators: Record<string, RegExp> = { vehicle: VEHICLE_PARAM }

interface CompiledRoute {
  route: Route
  regex: RegExp
  names: string[]
}

/**
 * The story slug a catch-all route's path asks for: the path without its language prefix
 * (`/de/contact` → `contact`, `/de` → ``, `/contact` → `contact`).
 */
export function catchAllSlug(route: Pick<Route, 'path'>, pathname: string): string {
  const prefix = route.path.slice(0, -`/${CATCH_ALL}`.length)
  return pathname.slice(prefix.length + 1)
}

function compile(route: Route): CompiledRoute {
  if (isCatchAll(route)) {
    // `/de` is the German home: the slash after a prefix is optional, the French `/` is not.
    const prefix = route.path.slice(0, -`/${CATCH_ALL}`.length)
    const regex = prefix ? new RegExp(`^${prefix}(?:/(.*))?$`) : /^\/(.*)$/
    return { route, regex, names: ['slug'] }
  }
  const names: string[] = []
  const source = route.path.replace(/:([a-z]+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { route, regex: new RegExp(`^${source}$`), names }
}

const compiled = allRoutes.map(compile)

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * Finds the route for a path, the first in table order (German, then French): the Worker's page
 * routes answer by it (worker/pages/page-routes.ts). The browser does not match paths: it asks
 * the Worker for a path's payload, which names the route. The checks of paths written outside
 * the code use it too: the legacy redirect targets (redirects/site-pages.ts) and the links of
 * the demo content.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, regex, names } of compiled) {
    const found = regex.exec(pathname)
    if (!found) continue
    const params: RouteParams = {}
    for (const [index, name] of names.entries()) {
      const value = decode(found[index + 1] ?? '')
      if (value === null) return { kind: 'invalid', route, message: `Page Not Found: ${pathname}` }
      params[name] = value
    }
    const invalid = validateParams(params, pathname)
    if (invalid) return { kind: 'invalid', route, message: invalid.message }
    return { kind: 'match', route, params }
  }
  return null
}

/** The route validation of spec §2: a failed parameter is a 404 "Page Not Found: {path}". */
export function validateParams(params: RouteParams, path: string): PageError | null {
  for (const [name, value] of Object.entries(params)) {
    const validator = paramValidators[name]
    if (validator && !validator.test(value)) return notFound('page-not-found', path)
  }
  return null
}
