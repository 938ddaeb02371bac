import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect } from 'vitest'
import type { CrmLead } from '../../worker/crm/crm-payload.ts'

const root = resolve(import.meta.dirname, '../..')

/** Reads the e2e server's local D1 (the state global-setup seeded). */
export function d1<T>(sql: string): T[] {
  const result = spawnSync(
    resolve(root, 'node_modules/.bin/wrangler'),
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      resolve(root, '.wrangler/e2e-state'),
      '--json',
      '--command',
      sql,
    ],
    { cwd: root, encoding: 'utf8' }
  )
  if (result.status !== 0) throw new Error(result.stderr)
  return JSON.parse(result.stdout)[0].results as T[]
}

/**
 * The lead with this e-mail as the local CRM sink received it: the payload the CRM gets, once the
 * queue consumer has delivered it.
 */
export async function crmLeadOf(email: string): Promise<CrmLead> {
  let bodies: string[] = []
  await expect
    .poll(
      () => {
        bodies = d1<{ body: string }>(
          // Not LIKE: D1 refuses patterns longer than 50 bytes ("LIKE or GLOB pattern too complex").
          `SELECT body FROM crm_sink_deliveries WHERE json_extract(body, '$.customer.email') = '${email.replace(/'/g, "''")}'`
        ).map((row) => row.body)
        return bodies.length > 0
      },
      { timeout: 30_000, interval: 500 }
    )
    .toBe(true)
  // Delivered once: a redelivery of the same lead counts on its row, never as a second row.
  expect(bodies).toHaveLength(1)
  return JSON.parse(bodies[0] ?? '{}') as CrmLead
}
