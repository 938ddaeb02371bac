/**
 * What `GET /builds/latest.json` answers (worker/api/builds.ts): the build the Worker serves,
 * which the browser polls to reload at its next navigation after a deploy (spec §4, §7). A JSON
 * endpoint outside `endpoints.ts` on purpose: it is asked on every page, every five minutes, so
 * the browser checks its `id` by hand (framework/router/version-check.ts) rather than make every
 * visitor download zod for it (docs/decisions/0061). Its answer has no text: no language.
 */
export interface LatestBuild {
  id: string
  timestamp: number
}
