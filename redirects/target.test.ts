import { describe, expect, it } from 'vitest'
import { isSafeTarget, targetProblem } from './target.ts'

describe('targetProblem', () => {
  it('accepts same-site paths with query and fragment', () => {
    for (const target of [
      '/',
      '/stock',
      '/stock?brand=ford',
      '/services/pneus-et-gardiennage#rdv',
      '/stock/12-1-kia-ev6',
    ]) {
      expect(targetProblem(target), target).toBeNull()
    }
  })
  it.each([
    ['', 'empty'],
    ['https://evil.example/', 'absolute-url'],
    ['HTTP://evil.example', 'absolute-url'],
    ['javascript:alert(1)', 'absolute-url'],
    ['data:text/html,x', 'absolute-url'],
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslash'],
    ['/stock\r\nSet-Cookie: a=1', 'control-or-space'],
    ['/stock\u0000', 'control-or-space'],
    ['/a b', 'control-or-space'],
    ['/véhicules', 'non-ascii'],
    ['stock', 'not-a-path'],
    ['#contact', 'not-a-path'],
    ['/%2f%2fevil.example', 'encoded-separator'],
    ['/%5Cevil.example', 'encoded-separator'],
    ['/%252f', 'encoded-separator'],
    ['/%09/evil.example', 'encoded-separator'],
    ['/stock/../admin', 'dot-segment'],
    ['/./stock', 'dot-segment'],
    ['/fr/news', 'legacy-space'],
    ['/FR', 'legacy-space'],
    [`/${'a'.repeat(1100)}`, 'too-long'],
  ])('refuses %j (%s)', (target, problem) => {
    expect(targetProblem(target)).toBe(problem)
    expect(isSafeTarget(target)).toBe(false)
  })
  it('does not mistake pages that merely start with the letters for legacy space', () => {
    expect(isSafeTarget('/frontera')).toBe(true)
    expect(isSafeTarget('/opel/frontera')).toBe(true)
  })
})
