import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  configNames,
  envInterfaceNames,
  parityProblems,
  guideSecrets,
  type ParityInput,
  type WranglerConfigLike,
} from './parity.ts'
import { repoParityInput } from './repo-parity.ts'

const guide = `# Deploying

## 1. Resources

Create them: \`wrangler kv namespace create CACHE\`, \`wrangler d1 create site --jurisdiction eu\`,
\`wrangler queues create leads\`.

- \`NOT_A_SECRET\`: outside the secrets

## Secrets

Each with \`wrangler secret put NAME --env production\`:

- \`API_TOKEN\` (required): the upstream's token
- \`SENTRY_DSN\` (optional), with \`ENVIRONMENT\` set

## 3. Deploy
`

const local: WranglerConfigLike = {
  vars: { ENVIRONMENT: 'local', USE_MOCKS: 'true', API_URL: 'http://api.local.test' },
  kv_namespaces: [{ binding: 'CACHE' }],
  d1_databases: [{ binding: 'DB', database_name: 'site' }],
  queues: { producers: [{ binding: 'QUEUE', queue: 'leads' }], consumers: [{ queue: 'leads' }] },
  assets: { binding: 'ASSETS', directory: 'dist' },
  triggers: { crons: ['*/5 * * * *'] },
}
const production: WranglerConfigLike = {
  ...local,
  vars: { ENVIRONMENT: 'production', USE_MOCKS: 'false', API_URL: 'https://api.example.lu' },
  workers_dev: false,
  routes: [{ pattern: 'www.example.lu', custom_domain: true }],
  observability: { enabled: true },
  cache: { enabled: true },
}
const input = (overrides: Partial<ParityInput> = {}): ParityInput => ({
  codeNames: [
    'CACHE',
    'DB',
    'QUEUE',
    'ASSETS',
    'ENVIRONMENT',
    'USE_MOCKS',
    'API_URL',
    'API_TOKEN',
    'SENTRY_DSN',
  ],
  local,
  production,
  guide,
  ...overrides,
})

describe('configuration parity', () => {
  it('names every binding kind and var of a configuration', () => {
    expect([...configNames(local)].sort()).toEqual(
      ['API_URL', 'ASSETS', 'CACHE', 'DB', 'ENVIRONMENT', 'QUEUE', 'USE_MOCKS'].sort()
    )
  })

  it("reads the secrets from the guide's Secrets list only", () => {
    expect(guideSecrets(guide)).toEqual(['API_TOKEN', 'SENTRY_DSN'])
  })

  it('reads the members of the generated Env interface', () => {
    const dts = 'interface __BaseEnv_Env {\n\tCACHE: KVNamespace;\n\tAPI_TOKEN?: string;\n}\n'
    expect(envInterfaceNames(dts)).toEqual(['CACHE', 'API_TOKEN'])
  })

  it('finds nothing when production has all the code reads', () => {
    expect(parityProblems(input())).toEqual([])
  })

  it('fails a binding added locally but not to production', () => {
    const withBucket = { ...local, r2_buckets: [{ binding: 'UPLOADS' }] }
    expect(parityProblems(input({ local: withBucket }))).toEqual([
      expect.stringMatching(/^UPLOADS: bound locally/),
    ])
    expect(
      parityProblems(input({ local: withBucket, codeNames: [...input().codeNames, 'UPLOADS'] }))
    ).toEqual([expect.stringMatching(/^UPLOADS: the Worker reads it/)])
  })

  it('fails a var the code reads that production does not set', () => {
    const { API_URL: _dropped, ...vars } = production.vars!
    expect(parityProblems(input({ production: { ...production, vars } }))).toEqual([
      expect.stringMatching(/^API_URL: the Worker reads it/),
    ])
  })

  it('fails a secret missing from the guide, or listed there but never read', () => {
    const withoutToken = guide.replace("- `API_TOKEN` (required): the upstream's token\n", '')
    expect(parityProblems(input({ guide: withoutToken }))).toEqual([
      expect.stringMatching(/^API_TOKEN: the Worker reads it/),
    ])
    const codeNames = [...input().codeNames].filter((name) => name !== 'SENTRY_DSN')
    expect(parityProblems(input({ codeNames }))).toEqual([
      expect.stringMatching(/^SENTRY_DSN: docs\/deploying.md asks for this secret/),
    ])
  })

  it('fails a name that is both a production var and a secret', () => {
    const vars = { ...production.vars, API_TOKEN: 'public' }
    expect(parityProblems(input({ production: { ...production, vars } }))).toEqual([
      expect.stringMatching(/^API_TOKEN: both a var/),
    ])
  })

  it('fails production vars that keep the local services or point at local hosts', () => {
    const vars = { ...production.vars, USE_MOCKS: 'true', API_URL: 'http://api.local.test' }
    expect(parityProblems(input({ production: { ...production, vars } }))).toEqual([
      expect.stringMatching(/^USE_MOCKS/),
      expect.stringMatching(/^API_URL: production points at a local host/),
    ])
  })

  it('fails a queue consumer or cron that only the local configuration has', () => {
    const bare = {
      ...production,
      queues: { producers: production.queues!.producers },
      triggers: {},
    }
    expect(parityProblems(input({ production: bare }))).toEqual([
      'queue consumer leads: local only, [env.production] lacks it',
      'cron "*/5 * * * *": local only, [env.production] lacks it',
    ])
  })

  it('fails a production resource the guide does not say how to create', () => {
    const kv = [...production.kv_namespaces!, { binding: 'SESSIONS' }]
    expect(
      parityProblems(
        input({
          production: { ...production, kv_namespaces: kv },
          codeNames: [...input().codeNames, 'SESSIONS'],
        })
      )
    ).toEqual(['docs/deploying.md does not say `wrangler kv namespace create SESSIONS`'])
    // D1 only in the EU jurisdiction: it holds the leads.
    const withoutJurisdiction = guide.replace(' --jurisdiction eu', '')
    expect(parityProblems(input({ guide: withoutJurisdiction }))).toEqual([
      'docs/deploying.md does not say `wrangler d1 create site --jurisdiction eu`',
    ])
  })

  it("fails a production that lost its own domain, its logs or the edge cache's decision", () => {
    const { routes: _routes, cache: _cache, ...rest } = production
    expect(
      parityProblems(
        input({ production: { ...rest, workers_dev: true, observability: { enabled: false } } })
      )
    ).toEqual([
      expect.stringMatching(/^workers_dev/),
      expect.stringMatching(/^routes/),
      expect.stringMatching(/^observability/),
      expect.stringMatching(/^cache/),
    ])
  })

  it('holds for this repository: wrangler.toml, worker/env.ts, the generated Env and docs/deploying.md', () => {
    expect(parityProblems(repoParityInput(resolve(import.meta.dirname, '../..')))).toEqual([])
  })
})
