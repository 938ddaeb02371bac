import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unstable_readConfig } from 'wrangler'
import { guideSecrets, secretsSection, type WranglerConfigLike } from './parity.ts'
import {
  listedSecretNames,
  missingSecretProblems,
  placeholderProblems,
  deploymentPlaceholderProblems,
} from './preflight-checks.ts'
import { deploymentSchema } from '../../client/config/deployment-schema.ts'
import { loadDeployment } from '../../framework/build/deployment-plugin.ts'
import { PRODUCTION_SECRETS } from './production-secrets.ts'

const demo = deploymentSchema.parse(await loadDeployment('demo'))
const production = deploymentSchema.parse(await loadDeployment('production'))

const root = resolve(import.meta.dirname, '../..')
const committed = unstable_readConfig(
  { config: join(root, 'wrangler.toml'), env: 'production' },
  { hideWarnings: true }
) as unknown as WranglerConfigLike

/** The committed production configuration with every placeholder replaced by a real value. */
const real: WranglerConfigLike = {
  ...committed,
  kv_namespaces: (committed.kv_namespaces ?? []).map((kv, index) => ({
    ...kv,
    id: `9f1c2e3d4b5a69788796a5b4c3d2e1f${index}`,
  })),
  d1_databases: (committed.d1_databases ?? []).map((db) => ({
    ...db,
    database_id: '6b1f3c2e-8d4a-4f5e-9a7b-1c2d3e4f5a6b',
  })),
  vars: {
    ...committed.vars,
    SITE_URL: 'https://www.autosphere.lu',
    STOCK_API_URL: 'https://stock.autosphere.lu/v1',
    CRM_WEBHOOK_URL: 'https://crm.autosphere.lu/hooks/leads',
    STORYBLOK_SPACE_ID: '287341',
    MAIL_FROM: 'Site Autosphère <site@autosphere.lu>',
    OPS_ALERT_EMAIL: 'operations@autosphere.lu',
  },
  routes: [{ pattern: 'www.autosphere.lu', custom_domain: true }],
}

describe('the deploy preflight', () => {
  it('names every placeholder of the committed production configuration', () => {
    const problems = placeholderProblems(committed)
    for (const expected of [
      /^kv_namespaces CACHE: id "replace-with-/,
      /^kv_namespaces REDIRECTS: id "replace-with-/,
      /^d1_databases DB: database_id "replace-with-.*--jurisdiction eu/,
      /^vars SITE_URL: .*www\.example\.lu/,
      /^vars STOCK_API_URL: .*example\.lu/,
      /^vars CRM_WEBHOOK_URL: .*example\.lu/,
      /^vars STORYBLOK_SPACE_ID: .*is a placeholder/,
      /^vars MAIL_FROM: .*example\.lu/,
      /^vars OPS_ALERT_EMAIL: .*example\.lu/,
      /^routes: "www\.example\.lu"/,
    ]) {
      expect(problems, String(expected)).toContainEqual(expect.stringMatching(expected))
    }
    expect(problems).toHaveLength(10)
  })

  it('names every placeholder of the production deployment file, and passes real values', () => {
    const file = 'client/config/deployments/production/'
    const problems = deploymentPlaceholderProblems(file, production)
    for (const path of [
      'legalIdentity.company',
      'legalIdentity.rcsNumber',
      'legalIdentity.vatNumber',
      'legalIdentity.address.postalCode',
      'groupContact.phone',
      'groupContact.email',
      'site.url',
      'site.imageHosts.0',
      'site.tagManager.containerId',
      'basics.appointmentBooking.scriptUrl',
    ]) {
      expect(problems).toContainEqual(expect.stringContaining(`${file} ${path}: `))
    }
    const real = {
      ...production,
      legalIdentity: {
        ...production.legalIdentity,
        company: 'Garages Réunis',
        rcsNumber: 'B45678',
        vatNumber: 'LU19876543',
        address: {
          ...production.legalIdentity.address,
          street: '2, rue Large',
          postalCode: 'L-1917',
        },
        publicationDirector: 'Marie Weber',
      },
      groupContact: {
        phone: '+352 40 12 12',
        email: 'info@garages.lu',
        jobsEmail: 'rh@garages.lu',
      },
      site: {
        ...production.site,
        url: 'https://www.garages.lu',
        imageHosts: ['images.garages.lu'],
        tagManager: { ...production.site.tagManager, containerId: 'GTM-W4K9Q2' },
      },
      basics: {
        ...production.basics,
        appointmentBooking: {
          ...production.basics.appointmentBooking,
          scriptUrl: 'https://rdv.garages.lu/w.js',
        },
      },
    }
    expect(deploymentPlaceholderProblems(file, real)).toEqual([])
    // The demo's own values are placeholders too: a demo deployment is never deployed.
    expect(deploymentPlaceholderProblems(file, demo).length).toBeGreaterThan(0)
  })

  it('passes a configuration with real ids and hosts', () => {
    expect(placeholderProblems(real)).toEqual([])
  })

  it('names each required secret production lacks, and only those', () => {
    const required = PRODUCTION_SECRETS.filter((secret) => secret.required).map((s) => s.name)
    expect(missingSecretProblems(required)).toEqual([])
    const listed = listedSecretNames(
      JSON.stringify(
        required
          .filter((name) => name !== 'CLOUDFLARE_ZONE_ID')
          .map((name) => ({ name, type: 'secret_text' }))
      )
    )
    expect(missingSecretProblems(listed)).toEqual([
      'secret CLOUDFLARE_ZONE_ID is not set (`wrangler secret put CLOUDFLARE_ZONE_ID --env production`)',
    ])
    expect(missingSecretProblems([])).toHaveLength(required.length)
  })

  it('lists in docs/deploying.md exactly the secrets it checks', () => {
    const guide = readFileSync(join(root, 'docs/deploying.md'), 'utf8')
    expect(guideSecrets(guide).sort()).toEqual(PRODUCTION_SECRETS.map((s) => s.name).sort())
    for (const secret of PRODUCTION_SECRETS) {
      const line =
        secretsSection(guide)
          .split('\n')
          .find((text) => text.startsWith(`- \`${secret.name}\``)) ?? ''
      expect(line, secret.name).toContain(secret.required ? '(required)' : '(optional)')
    }
  })

  it('stops `npm run deploy` on the committed configuration, before anything is built', () => {
    // What `npm run deploy` runs first; --offline so that no account is asked.
    const run = spawnSync(process.execPath, ['scripts/deploy/preflight.ts', '--offline'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/stopped before building or uploading anything/)
    for (const name of [
      'CACHE',
      'REDIRECTS',
      'DB',
      'SITE_URL',
      'STOCK_API_URL',
      'CRM_WEBHOOK_URL',
    ]) {
      expect(run.stderr).toContain(name)
    }
    expect(run.stderr).toContain('secrets not checked (--offline)')
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.deploy).toMatch(/^npm run deploy:preflight && /)
    // A Node process that loads Wrangler and the deployment's files: seconds on a loaded machine.
  }, 30_000)
})
