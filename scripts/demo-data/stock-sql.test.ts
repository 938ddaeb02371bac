import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { insertStatements, sqlLiteral } from './stock-sql.ts'

describe('sqlLiteral', () => {
  it('quotes strings with doubled quotes and writes numbers, booleans and NULL', () => {
    expect(sqlLiteral("Centre de véhicules d'occasion")).toBe("'Centre de véhicules d''occasion'")
    expect([sqlLiteral(12.5), sqlLiteral(true), sqlLiteral(false), sqlLiteral(null)]).toEqual([
      '12.5',
      '1',
      '0',
      'NULL',
    ])
    expect(() => sqlLiteral(Number.NaN)).toThrow()
  })

  it('round-trips hostile strings through SQLite unchanged', () => {
    const db = new DatabaseSync(':memory:')
    db.exec('CREATE TABLE t (v TEXT)')
    const values = ["'); DROP TABLE t; --", "a''b", 'ligne\nsuivante', '“guillemets” et € et \\']
    for (const statement of insertStatements(
      't',
      ['v'],
      values.map((v) => [v])
    ))
      db.exec(statement)
    expect(
      db
        .prepare('SELECT v FROM t')
        .all()
        .map((row) => row.v)
    ).toEqual(values)
  })
})

describe('insertStatements', () => {
  it('splits rows into statements under the size limit without losing any', () => {
    const rows = Array.from({ length: 500 }, (_, i) => [i, 'x'.repeat(100)])
    const statements = insertStatements('t', ['id', 'label'], rows, 5_000)
    expect(statements.length).toBeGreaterThan(10)
    expect(statements.every((s) => s.length <= 5_000)).toBe(true)
    const db = new DatabaseSync(':memory:')
    db.exec('CREATE TABLE t (id INTEGER, label TEXT)')
    for (const statement of statements) db.exec(statement)
    expect(db.prepare('SELECT COUNT(*) AS n, SUM(id) AS total FROM t').get()).toEqual({
      n: 500,
      total: (499 * 500) / 2,
    })
  })

  it('refuses a row whose length does not match the columns', () => {
    expect(() => insertStatements('t', ['a', 'b'], [[1]])).toThrow()
  })
})
