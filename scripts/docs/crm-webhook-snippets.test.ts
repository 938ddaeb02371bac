import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The verification snippets of docs/crm-webhook.md, run as a CRM would run them, on the page's
 * own worked example (whose header openssl computed; tests/integration/crm-webhook-doc.test.ts
 * checks the site signs the same).
 */
const doc = readFileSync(resolve(import.meta.dirname, '../../docs/crm-webhook.md'), 'utf8')
const block = (language: string) =>
  new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(doc)?.[1] ?? ''
const secret = /the secret `([^`]+)`/.exec(doc)?.[1] ?? ''
const t = Number(/`t` = `(\d+)`/.exec(doc)?.[1])
const body = /the body `(\{[^`]+\})`/.exec(doc)?.[1] ?? ''
const header = /\n(t=\d+,v1=[0-9a-f]{64})\n/.exec(doc)?.[1] ?? ''
const dir = mkdtempSync(join(tmpdir(), 'crm-snippets-'))

describe('the signature snippets of docs/crm-webhook.md', () => {
  it('Node: accepts the example, refuses a changed body, another secret, a stale timestamp', async () => {
    const file = join(dir, 'verify.mjs')
    writeFileSync(file, block('js'))
    const { verifyDealerSignature } = (await import(pathToFileURL(file).href)) as {
      verifyDealerSignature: (s: string, b: string | Buffer, h: string, now?: number) => boolean
    }
    expect(verifyDealerSignature(secret, body, header, t + 1)).toBe(true)
    expect(verifyDealerSignature(secret, Buffer.from(body), header, t + 1)).toBe(true)
    expect(verifyDealerSignature(secret, `${body} `, header, t + 1)).toBe(false)
    expect(verifyDealerSignature('other', body, header, t + 1)).toBe(false)
    expect(verifyDealerSignature(secret, body, header, t + 301)).toBe(false)
    expect(verifyDealerSignature('', body, header, t + 1)).toBe(false)
  })

  it('Python: the same answers', () => {
    const python = spawnSync('python3', ['--version'], { encoding: 'utf8' })
    if (python.status !== 0) return // No Python here: the Node snippet's test stands alone.
    const script = `${block('python')}
import json, sys
a = json.loads(sys.argv[1])
print(json.dumps([
  verify_dealer_signature(a["s"], a["b"].encode(), a["h"], a["t"] + 1),
  verify_dealer_signature(a["s"], (a["b"] + " ").encode(), a["h"], a["t"] + 1),
  verify_dealer_signature("other", a["b"].encode(), a["h"], a["t"] + 1),
  verify_dealer_signature(a["s"], a["b"].encode(), a["h"], a["t"] + 301),
]))`
    const file = join(dir, 'verify.py')
    writeFileSync(file, script)
    const run = spawnSync('python3', [file, JSON.stringify({ s: secret, b: body, h: header, t })], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual([true, false, false, false])
  })
})
