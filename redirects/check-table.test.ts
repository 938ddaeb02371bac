import { describe, expect, it } from 'vitest'
import { checkTable } from './check-table.ts'
import type { IssueKind } from './issues.ts'
import { createPageIndex } from './site-pages.ts'

const header = 'old_path,target,code\n'
const table = (...rows: string[]) => header + rows.join('\n') + '\n'
const kinds = (csv: string): IssueKind[] => checkTable(csv).issues.map((i) => i.kind)
const valueOf = (csv: string, key: string) =>
  checkTable(csv).entries.find((e) => e.key === key)?.value

describe('checkTable: rows', () => {
  it('writes a good row as a KV entry whose metadata repeats the target', () => {
    const result = checkTable(table('/fr/news,/news,301'))
    expect(result.entries).toEqual([
      { key: '/fr/news', value: '/news', metadata: { target: '/news' } },
    ])
    expect(result.issues).toEqual([])
    expect(result.blocking).toBe(0)
  })

  it.each([
    ['entry without a path', '/fr/a,,301', 'missing-target'],
    ['target starting with #', '/fr/a,#contact,301', 'fragment-target'],
    ['spreadsheet error', '/fr/a,#N/A,301', 'error-text-target'],
    ['error text', '/fr/a,ERREUR: page introuvable,301', 'error-text-target'],
    ['undefined', '/fr/a,undefined,301', 'error-text-target'],
  ] as const)('turns a row with %s into an entry answering 404 (%s)', (_, row, kind) => {
    const result = checkTable(table(row))
    expect(result.issues.map((i) => i.kind)).toEqual([kind])
    expect(result.issues[0]?.line).toBe(2)
    expect(result.entries).toEqual([{ key: '/fr/a', value: '', metadata: { target: '' } }])
    expect(result.gone).toBe(1)
    expect(result.blocking).toBe(0)
  })

  it('repairs a target written without its leading slash', () => {
    const csv = table('/fr/a,services/carrosserie,301')
    expect(kinds(csv)).toEqual(['missing-leading-slash'])
    expect(valueOf(csv, '/fr/a')).toBe('/services/carrosserie')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%2f%2fevil.example',
    'javascript:alert(1)',
    '"/stock\nLocation: x"',
  ])('blocks the table on the unsafe target %s and writes no entry for it', (target) => {
    const result = checkTable(table(`/fr/a,${target},301`, '/fr/b,/news,301'))
    expect(result.issues.map((i) => i.kind)).toEqual(['unsafe-target'])
    expect(result.blocking).toBe(1)
    expect(result.entries.map((e) => e.key)).toEqual(['/fr/b'])
  })

  it('serves every code as 301 and says so', () => {
    expect(kinds(table('/fr/a,/news,302'))).toEqual(['code-forced-301'])
    expect(kinds(table('/fr/a,/news,'))).toEqual(['code-defaulted'])
    expect(kinds(table('/fr/a,/news'))).toEqual(['code-defaulted'])
  })

  it('leaves out rows the Worker could never look up', () => {
    const result = checkTable(
      table(',/news,301', '/en/news,/news,301', `/fr/${'x'.repeat(600)},/news,301`)
    )
    expect(result.issues.map((i) => i.kind)).toEqual([
      'missing-key',
      'key-outside-legacy-space',
      'key-too-long',
    ])
    expect(result.entries).toEqual([])
    expect(result.blocking).toBe(0)
  })

  it('blocks on a malformed row or header, with the line', () => {
    const result = checkTable('path,to\n/fr/a,/news,301,extra\n"/fr/b,/news\n')
    expect(result.issues.map((i) => [i.kind, i.line])).toEqual([
      ['bad-header', 1],
      ['malformed-row', 2],
      ['malformed-row', 3],
    ])
    expect(result.blocking).toBe(3)
  })
})

describe('checkTable: duplicates', () => {
  it('keeps one of two rows that normalize to the same key with the same target', () => {
    const result = checkTable(table('/fr/contact,/contact,301', '/FR/Contact/,/contact,301'))
    expect(result.issues.map((i) => i.kind)).toEqual(['key-normalized', 'duplicate-row'])
    expect(result.entries).toHaveLength(1)
    expect(result.blocking).toBe(0)
  })
  it('blocks on two rows of one key with different targets', () => {
    const result = checkTable(table('/fr/contact,/contact,301', '/fr/contact,/faq,301'))
    expect(result.issues.map((i) => [i.kind, i.line])).toEqual([['conflicting-duplicate', 3]])
    expect(result.blocking).toBe(1)
  })
})

describe('checkTable: chains and loops', () => {
  it('collapses a chain to one hop, whatever the order of the rows', () => {
    const csv = table('/fr/a,/fr/b,301', '/fr/c,/private-lease,301', '/fr/b,/fr/c/,301')
    expect(valueOf(csv, '/fr/a')).toBe('/private-lease')
    expect(valueOf(csv, '/fr/b')).toBe('/private-lease')
    const collapsed = checkTable(csv).issues.filter((i) => i.kind === 'chain-collapsed')
    expect(collapsed.map((i) => i.line)).toEqual([2, 4])
  })
  it('follows a chain through a query key, then the path alone, as the Worker would', () => {
    const csv = table(
      '/fr/a,/fr/list?brand=kia&page=2,301',
      '/fr/list?page=2&brand=kia,/kia,301',
      '/fr/b,/fr/list?brand=ford,301',
      '/fr/list,/stock,301'
    )
    expect(valueOf(csv, '/fr/a')).toBe('/kia')
    expect(valueOf(csv, '/fr/b')).toBe('/stock')
  })
  it('cuts loops: every row on or into the loop answers 404', () => {
    const csv = table(
      '/fr/a,/fr/b,301',
      '/fr/b,/fr/a,301',
      '/fr/c,/fr/a,301',
      '/fr/self,/fr/self/,301'
    )
    const result = checkTable(csv)
    expect(result.entries.map((e) => e.value)).toEqual(['', '', '', ''])
    expect(result.issues.map((i) => i.kind)).toEqual(['loop', 'loop', 'loop', 'loop'])
    expect(result.blocking).toBe(0)
  })
  it('answers 404 for a chain into a missing key or a row without target', () => {
    const csv = table('/fr/a,/fr/nowhere,301', '/fr/b,/fr/c,301', '/fr/c,,301')
    expect(kinds(csv)).toEqual(['dangling-chain', 'missing-target', 'missing-target'])
    expect(valueOf(csv, '/fr/b')).toBe('')
  })
})

describe('checkTable: pages', () => {
  const pages = createPageIndex({
    vehicles: [{ id: 12, slug: '12-1-kia-ev6-gt-line' }],
    brands: ['kia'],
    models: [{ brand: 'kia', slug: 'ev6' }],
    locations: ['bertrange'],
    storySlugs: ['kia', 'kia/ev6', 'news'],
  })
  it('reports targets that show no page, and still writes them', () => {
    const csv = table(
      '/fr/a,/kia/ev6,301',
      '/fr/b,/stock/12-1-kia-ev6,301',
      '/fr/c,/stock/13-1-kia-ev6,301',
      '/fr/d,/kia/ev9,301'
    )
    const result = checkTable(csv, { pages })
    expect(result.issues.map((i) => [i.kind, i.detail])).toEqual([
      ['unresolved-target', '/stock/13-1-kia-ev6'],
      ['unresolved-target', '/kia/ev9'],
    ])
    expect(result.redirects).toBe(4)
  })
})
