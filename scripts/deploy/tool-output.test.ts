import { describe, expect, it } from 'vitest'
import { buildWarnings, dryRunBindings, uploadSize, wranglerWarnings } from './tool-output.ts'

// As `vite build` printed it when a top-level var was missing from [env.production.vars].
const buildOutput = `\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mProcessing wrangler.toml configuration:\u001b[0m

    - "env.production" environment configuration
      - The following vars exist at the top level, but not on "env.production.vars".
        Please add these vars to "env.production.vars":
        - STORYBLOK_TOKEN


(!) Some chunks are larger than 500 kB after minification.
`

const dryRun = `
 ⛅️ wrangler 4.164.0
────────────────────
Attaching additional modules:
│ assets/worker-entry-CiP6TE64.js         │ esm  │ 1487.99 KiB │
✨ Read 1016 files from the assets directory /work/main/dist/production/client
Total Upload: 2114.21 KiB / gzip: 499.12 KiB
Your Worker has access to the following bindings:
Binding                                                       Resource
env.CACHE (replace-with-the-production-cache-namespace-id)    KV Namespace
env.ASSETS                                                    Assets
env.USE_MOCKS ("false")                                       Environment Variable

--dry-run: exiting now.
`

describe("the build's and Wrangler's output", () => {
  it("reads Wrangler's warning blocks whole, colours removed", () => {
    expect(wranglerWarnings(buildOutput)).toEqual([
      '▲ [WARNING] Processing wrangler.toml configuration:\n' +
        '  - "env.production" environment configuration\n' +
        '  - The following vars exist at the top level, but not on "env.production.vars".\n' +
        '  Please add these vars to "env.production.vars":\n' +
        '  - STORYBLOK_TOKEN',
    ])
    expect(wranglerWarnings('✘ [ERROR] Could not resolve "x"\n\n    worker.js:1:7:\n')).toEqual([
      '✘ [ERROR] Could not resolve "x"\n  worker.js:1:7:',
    ])
    expect(wranglerWarnings(dryRun)).toEqual([])
  })

  it('counts everything a quiet build printed as a warning', () => {
    expect(buildWarnings(buildOutput)).toEqual([
      expect.stringMatching(/^▲ \[WARNING\] Processing wrangler\.toml/),
      '(!) Some chunks are larger than 500 kB after minification.',
    ])
    expect(buildWarnings('\n\n')).toEqual([])
  })

  it('reads the upload size and the bindings of a dry run', () => {
    expect(uploadSize(dryRun)).toEqual({ bytes: 2114.21 * 1024, gzipBytes: 499.12 * 1024 })
    expect(uploadSize('no size here')).toBeNull()
    expect(dryRunBindings(dryRun)).toEqual([
      'CACHE: KV Namespace',
      'ASSETS: Assets',
      'USE_MOCKS: Environment Variable',
    ])
  })
})
