import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  configNames,
  envInterfaceNames,
  parityProblems,
  readmeSecrets,
  type ParityInput,
  type WranglerConfigLike,
} from './parity.ts'
import { repoParityInput } from './repo-parity.ts'

const readme = `# Site

## Deploying to production

1. Create the resources: \`wrangler kv namespace create CACHE\`, \`wrangler d1 create site\`,
   \`wrangler queues create leads\`.
2. Set the secrets, each with \`wrangler secret put NAME --env production\`:
   - \`API_TOKEN\`: the upstream's token
   - \`SENTRY_DSN\` (optional), with \`ENVIRONMENT\` set
3. \`npm run deploy\`.

## Another section

   - \`NOT_A_SECRET\`: outside the deploy steps
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
  readme,
  ...overrides,
})

describe('configuration parity', () => {
  it('names every binding kind and var of a configuration', () => {
    expect([...configNames(local)].sort()).toEqual(
      ['API_URL', 'ASSETS', 'CACHE', 'DB', 'ENVIRONMENT', 'QUEUE', 'USE_MOCKS'].sort()
    )
  })

  it("reads the secrets from the deploy steps' list only", () => {
    expect(readmeSecrets(readme)).toEqual(['API_TOKEN', 'SENTRY_DSN'])
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

  it('fails a secret missing from the README, or listed there but never read', () => {
    const withoutToken = readme.replace("   - `API_TOKEN`: the upstream's token\n", '')
    expect(parityProblems(input({ readme: withoutToken }))).toEqual([
      expect.stringMatching(/^API_TOKEN: the Worker reads it/),
    ])
    const codeNames = [...input().codeNames].filter((name) => name !== 'SENTRY_DSN')
    expect(parityProblems(input({ codeNames }))).toEqual([
      expect.stringMatching(/^SENTRY_DSN: the README asks for this secret/),
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

  it('fails a production resource the README does not say how to create', () => {
    const kv = [...production.kv_namespaces!, { binding: 'SESSIONS' }]
    expect(
      parityProblems(
        input({
          production: { ...production, kv_namespaces: kv },
          codeNames: [...input().codeNames, 'SESSIONS'],
        })
      )
    ).toEqual(["the README's deploy steps do not say `wrangler kv namespace create SESSIONS`"])
  })

  it('holds for this repository: wrangler.toml, worker/env.ts, the generated Env and README', () => {
    expect(parityProblems(repoParityInput(resolve(import.meta.dirname, '../..')))).toEqual([])
  })
})
