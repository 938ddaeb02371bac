import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { deploymentSchema } from '../../client/config/deployment-schema.ts'
import { loadDeployment } from '../../framework/build/deployment-plugin.ts'
import { demoFindings, demoMarkers } from './demo-markers.ts'

const demo = deploymentSchema.parse(await loadDeployment('demo'))
const production = deploymentSchema.parse(await loadDeployment('production'))

const markers = demoMarkers(demo, production)
let dir = ''

/** A production output folder with the given files. */
function output(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'demo-markers-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

afterEach(() => rmSync(dir, { recursive: true, force: true }))

const clean = {
  'assets/entry-1a2b.js': `const gtm="${production.site.tagManager.containerId}";fetch("/api/leads")`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  _headers: '/*\n  X-Content-Type-Options: nosniff\n',
}

describe('the demo markers', () => {
  it('cover the demo deployment’s own values, not the ones production shares', () => {
    const finds = markers.map((marker) => marker.find)
    expect(finds).toContain(demo.site.tagManager.containerId)
    expect(finds).toContain(demo.groupContact.email)
    expect(finds).toContain(demo.basics.mapTiles.url)
    expect(finds).toContain(demo.legalIdentity.vatNumber)
    expect(finds).not.toContain(production.basics.name)
    expect(finds).not.toContain(production.site.tagManager.scriptUrl)
  })
})

describe('a production output', () => {
  it('passes without a demo file or value', () => {
    expect(demoFindings(output(clean), markers)).toEqual([])
  })

  it.each([
    [
      'a file of public/demo/',
      { 'demo/vehicles/1042-1.svg': '<svg/>' },
      /demo\/vehicles\/1042-1\.svg: a demo file/,
    ],
    [
      'the demo GTM id',
      { 'assets/gtm-9f.js': `id:"${demo.site.tagManager.containerId}"` },
      /demo deployment value \(site\.tagManager\.containerId\)/,
    ],
    [
      'a demo address',
      { 'assets/form-3c.js': '"occasions@groupe-auto.example"' },
      /the demo mail domain/,
    ],
    [
      'a /demo/ path',
      { 'assets/map-77.js': 'L.tileLayer("/demo/map/tile.svg")' },
      /a path of public\/demo\//,
    ],
  ])('fails when %s comes back, naming it', (_, extra, finding) => {
    const findings = demoFindings(output({ ...clean, ...extra }), markers)
    expect(findings).toEqual(expect.arrayContaining([expect.stringMatching(finding)]))
  })
})
