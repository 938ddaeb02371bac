import { describe, expect, it } from 'vitest'
import { checkEditorRows, editorTarget } from './editor-table.ts'

const live = new Set(['/stock', '/contact', '/de/contact'])
const check = (rows: [string, string][]) =>
  checkEditorRows(
    rows.map(([name, value]) => ({ name, value })),
    (path) => live.has(path)
  )

describe("the editors' redirect rows", () => {
  it('normalise old paths as the legacy table does, and keep good rows', () => {
    const { entries, issues } = check([
      ['/Promo-Autofestival/', '/private-lease'],
      ['atelier?utm_source=mail', '/services/service-apres-vente'],
    ])
    expect(entries).toEqual([
      ['/promo-autofestival', '/private-lease'],
      ['/atelier', '/services/service-apres-vente'],
    ])
    expect(issues.map((issue) => issue.kind)).toEqual([])
  })

  it('leave out and report a bad row, never the rest of the table', () => {
    const { entries, issues } = check([
      ['/ok', '/stock'],
      ['/evil', 'https://phishing.example/'],
      ['/stock', '/private-lease'],
      ['/a', '/b'],
      ['/b', '/a'],
      ['', '/stock'],
      ['/empty', ''],
      ['/ok', '/contact'],
      ['/old-fr', '/fr/vehicules'],
    ])
    expect(entries).toEqual([['/ok', '/stock']])
    expect(issues.map((issue) => [issue.line, issue.kind])).toEqual([
      [2, 'unsafe-target'],
      [3, 'live-page-source'],
      [4, 'loop'],
      [5, 'loop'],
      [6, 'missing-key'],
      [7, 'missing-target'],
      [8, 'conflicting-duplicate'],
      [9, 'unsafe-target'],
    ])
  })

  it('collapse a chain to one hop', () => {
    const { entries, issues } = check([
      ['/a', '/b'],
      ['/b', '/stock?brand=kia'],
    ])
    expect(entries).toEqual([
      ['/a', '/stock?brand=kia'],
      ['/b', '/stock?brand=kia'],
    ])
    expect(issues.map((issue) => issue.kind)).toEqual(['chain-collapsed'])
  })

  it('are found with the query first, then the path alone', () => {
    const table = new Map([
      ['/promo?model=ev3', '/kia/ev3'],
      ['/promo', '/kia'],
    ])
    expect(editorTarget(table, '/PROMO/', '?model=EV3&utm_source=x')).toBe('/kia/ev3')
    expect(editorTarget(table, '/promo', '?page=2')).toBe('/kia')
    expect(editorTarget(table, '/other', '')).toBeNull()
  })
})
