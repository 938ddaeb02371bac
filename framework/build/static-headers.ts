/**
 * The security headers every static file must carry. Production answers static files without
 * running the Worker, so the build's `_headers` file (public/_headers) is their only source:
 * checked here against the Worker's own values, by the unit tests on the source file and by the
 * deploy check (scripts/deploy/check.ts) on the production build's copy.
 */
import {
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../../worker/middleware/security-headers.ts'
import { parseHeadersFile, staticHeaders } from '../../scripts/local/edge-static.ts'

/** Paths of each kind of static file: the build's hashed files, the favicon, demo images. */
export const STATIC_SAMPLE_PATHS = ['/assets/entry-1a2b3c.js', '/favicon.svg', '/demo/a.svg']

/** What is wrong with the headers a `_headers` file gives static files (empty when all is right). */
export function staticHeaderProblems(headersFile: string): string[] {
  const rules = parseHeadersFile(headersFile)
  const problems: string[] = []
  for (const path of STATIC_SAMPLE_PATHS) {
    const headers = staticHeaders(rules, path, path)
    const expect = (name: string, ok: (value: string) => boolean, wanted: string) => {
      const value = headers[name]
      if (value === undefined || !ok(value))
        problems.push(
          `${path}: ${name} is ${value === undefined ? 'missing' : `"${value}"`}, wanted ${wanted}`
        )
    }
    expect(
      'strict-transport-security',
      (v) => v === STRICT_TRANSPORT_SECURITY,
      STRICT_TRANSPORT_SECURITY
    )
    expect('x-content-type-options', (v) => v === 'nosniff', 'nosniff')
    expect('referrer-policy', (v) => v === REFERRER_POLICY, REFERRER_POLICY)
    const csp = (value: string) => {
      const directives = new Map(
        value
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter((words) => words[0])
          .map(([name = '', ...sources]) => [name, sources])
      )
      return (
        directives.get('default-src')?.join(' ') === "'none'" &&
        !directives.has('script-src') &&
        directives.get('frame-ancestors')?.join(' ') === "'none'" &&
        directives.get('base-uri')?.join(' ') === "'none'"
      )
    }
    expect(
      'content-security-policy',
      csp,
      "default-src 'none', no script-src, frame-ancestors and base-uri 'none'"
    )
  }
  return problems
}
