import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, staticFile } from './local-edge.ts'

describe('the local edge', () => {
  it('compresses text for clients that accept it, preferring brotli', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/html; charset=utf-8', false)).toBe('br')
    expect(chooseEncoding('gzip', 'text/javascript', false)).toBe('gzip')
    expect(chooseEncoding('gzip, br', 'image/svg+xml', false)).toBe('br')
    expect(chooseEncoding(undefined, 'text/html', false)).toBeNull()
  })

  it('leaves packed formats and encoded answers alone', () => {
    expect(chooseEncoding('br', 'font/woff2', false)).toBeNull()
    expect(chooseEncoding('br', 'image/avif', false)).toBeNull()
    expect(chooseEncoding('br', 'text/html', true)).toBeNull()
    expect(chooseEncoding('br', undefined, false)).toBeNull()
  })

  it('serves files of the build and nothing outside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'x')
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>')
    expect(staticFile(dir, '/assets/app-1a2b.js')).toBe(join(dir, 'assets', 'app-1a2b.js'))
    expect(staticFile(dir, '/favicon.svg')).toBe(join(dir, 'favicon.svg'))
    // Pages and missing files are the Worker's.
    expect(staticFile(dir, '/stock')).toBeNull()
    expect(staticFile(dir, '/assets/missing.js')).toBeNull()
    expect(staticFile(dir, '/assets')).toBeNull()
    // No way out of the directory.
    expect(staticFile(dir, '/../etc/passwd.txt')).toBeNull()
    expect(staticFile(dir, '/%2e%2e/%2e%2e/etc/hosts.txt')).toBeNull()
    expect(staticFile(dir, '/%E0%A4%A.js')).toBeNull()
  })
})
