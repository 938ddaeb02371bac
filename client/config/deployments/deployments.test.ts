import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deploymentSchema } from '../deployment-schema.ts'
import {
  deploymentName,
  deploymentProblems,
  loadDeployment,
} from '../../../framework/build/deployment-plugin.ts'

const names = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('every deployment file', () => {
  it.each(names)('%s passes the deployment schema', async (name) => {
    const exports = await loadDeployment(name)
    expect(deploymentProblems(exports)).toEqual([])
    expect(deploymentSchema.parse(exports).site.url).toMatch(/^https:\/\//)
  })

  it('include the demo and production', () => {
    expect(names).toEqual(expect.arrayContaining(['demo', 'production']))
  })
})

describe('a deployment that breaks its schema', () => {
  it('is refused with every problem by its path', async () => {
    const demo = deploymentSchema.parse(await loadDeployment('demo'))
    const broken = {
      ...demo,
      legalIdentity: { ...demo.legalIdentity, rcsNumber: '123', vatNumber: 'FR1' },
      site: { ...demo.site, imageHosts: ['https://images.dms.lu/'] },
    }
    expect(deploymentProblems(broken)).toEqual([
      expect.stringMatching(/^site\.imageHosts\.0: /),
      expect.stringMatching(/^legalIdentity\.rcsNumber: /),
      expect.stringMatching(/^legalIdentity\.vatNumber: /),
    ])
  })
})

describe('which deployment a build uses', () => {
  it('is SITE_DEPLOYMENT, else the Wrangler environment, else the demo', () => {
    expect(deploymentName({})).toBe('demo')
    expect(deploymentName({ CLOUDFLARE_ENV: 'production' })).toBe('production')
    expect(deploymentName({ CLOUDFLARE_ENV: 'production', SITE_DEPLOYMENT: 'staging' })).toBe(
      'staging'
    )
    expect(() => deploymentName({ SITE_DEPLOYMENT: '../etc' })).toThrow(/not a slug/)
  })
})
