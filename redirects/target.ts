/**
 * Safety of a redirect target, shared by the checker (at import) and the Worker (again at read
 * time, since KV may hold rows written by something other than the checker). A safe target can
 * only ever lead to a page of this site: a path on the same origin, outside legacy space. The
 * site's one same-site guard (client/routes/same-site-path.ts) has the last word; the rules
 * before it only name the problem for the checker's report, and are stricter (ASCII only, no
 * dot segments, no encoded separators anywhere).
 */
import { sameSitePath } from '../client/routes/same-site-path.ts'

/** Why a target is refused; `null` from `targetProblem` means it is safe. */
export type TargetProblem =
  | 'empty'
  | 'not-a-path'
  | 'absolute-url'
  | 'protocol-relative'
  | 'backslash'
  | 'control-or-space'
  | 'non-ascii'
  | 'encoded-separator'
  | 'dot-segment'
  | 'legacy-space'
  | 'too-long'
  | 'off-site'

/** Long enough for any page with filters; a longer "target" is not a path someone wrote. */
export const MAX_TARGET_LENGTH = 1024

// Percent-escapes of '/', '\', '.', '%' and control characters: decoded by some layer, they turn
// a harmless path into `//host`, `/\host` or `/../`.
const ENCODED_TRICK = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** The first problem of a target, or null when it is a safe same-site path. */
export function targetProblem(target: string): TargetProblem | null {
  if (target === '') return 'empty'
  if (target.length > MAX_TARGET_LENGTH) return 'too-long'
  if (SCHEME.test(target)) return 'absolute-url'
  if (target.includes('\\')) return 'backslash'
  if (/[\s\p{Cc}]/u.test(target)) return 'control-or-space'
  if (/[^\u0021-\u007e]/.test(target)) return 'non-ascii'
  if (!target.startsWith('/')) return 'not-a-path'
  // Browsers read `//host` (and `/\host`, handled above) as another origin.
  if (target.startsWith('//')) return 'protocol-relative'
  if (ENCODED_TRICK.test(target)) return 'encoded-separator'
  const path = target.split(/[?#]/, 1)[0] ?? ''
  if (/(?:^|\/)\.{1,2}(?:\/|$)/.test(path)) return 'dot-segment'
  // The new site has nothing under /fr: such a target would come straight back to the table.
  if (/^\/fr(?:\/|$)/i.test(path)) return 'legacy-space'
  // What the Worker emits must be exactly what the guard returns: nothing left to normalise.
  if (sameSitePath(target) !== target) return 'off-site'
  return null
}

/** Cheap yes/no for the Worker's read path. */
export function isSafeTarget(target: string): boolean {
  return targetProblem(target) === null
}
