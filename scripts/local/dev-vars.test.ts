import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingDevVars, syncDevVars } from './dev-vars.ts'

const example = '# local secrets\nSTORYBLOK_TOKEN=demo-public-token\nCRM_WEBHOOK_SECRET=demo-crm\n'

describe('the local .dev.vars', () => {
  it('lists the example lines whose name the file lacks, ignoring comments', () => {
    expect(missingDevVars(example, 'CRM_WEBHOOK_SECRET=mine\n')).toEqual([
      'STORYBLOK_TOKEN=demo-public-token',
    ])
    expect(missingDevVars(example, 'STORYBLOK_TOKEN=x\nCRM_WEBHOOK_SECRET=y')).toEqual([])
  })

  it('is created from the example when missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-vars-'))
    writeFileSync(join(dir, 'example'), example)
    expect(syncDevVars(join(dir, '.dev.vars'), join(dir, 'example'))).toMatch(/created/)
    expect(readFileSync(join(dir, '.dev.vars'), 'utf8')).toBe(example)
  })

  it('keeps the values it has and gains the names it lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-vars-'))
    writeFileSync(join(dir, 'example'), example)
    writeFileSync(join(dir, '.dev.vars'), 'CRM_WEBHOOK_SECRET=mine')
    expect(syncDevVars(join(dir, '.dev.vars'), join(dir, 'example'))).toBe(
      '.dev.vars: STORYBLOK_TOKEN added from .dev.vars.example'
    )
    expect(readFileSync(join(dir, '.dev.vars'), 'utf8')).toBe(
      'CRM_WEBHOOK_SECRET=mine\nSTORYBLOK_TOKEN=demo-public-token\n'
    )
    expect(syncDevVars(join(dir, '.dev.vars'), join(dir, 'example'))).toBeNull()
  })
})
