import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** Lints `files` (name → text) in a fresh folder with only local/no-type-cycle on. */
async function cycleMessages(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'no-type-cycle-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const rule = pathToFileURL(join(import.meta.dirname, 'no-type-cycle.js')).href
  const parser = import.meta.resolve('typescript-eslint')
  writeFileSync(
    join(dir, 'eslint.config.js'),
    `import { noTypeCycle } from '${rule}'
import tseslint from '${parser}'
export default [{
  files: ['**/*.ts'],
  languageOptions: { parser: tseslint.parser },
  plugins: { local: { rules: { 'no-type-cycle': noTypeCycle } } },
  rules: { 'local/no-type-cycle': 'error' },
}]`
  )
  const results = await new ESLint({ cwd: dir }).lintFiles(['*.ts'])
  return results.flatMap((result) => result.messages.map((message) => message.message)).sort()
}

describe('local/no-type-cycle', () => {
  it('reports a circle closed by a type-only import, from both ends', async () => {
    const messages = await cycleMessages({
      'a.ts': "import type { B } from './b.ts'\nexport type A = { b?: B }\n",
      'b.ts': "import type { C } from './c.ts'\nexport type B = C\n",
      'c.ts': "export { type A as C } from './a.ts'\n",
    })
    expect(messages).toEqual([
      'Import circle (type-only and dynamic imports included): a.ts → b.ts → c.ts → a.ts',
      'Import circle (type-only and dynamic imports included): b.ts → c.ts → a.ts → b.ts',
      'Import circle (type-only and dynamic imports included): c.ts → a.ts → b.ts → c.ts',
    ])
  })

  it('reports a circle closed by a dynamic import(), from both ends', async () => {
    const messages = await cycleMessages({
      'slot.ts':
        "export let loaded: unknown = null\nexport const load = () => import('./fields.ts')\nexport const register = (c: unknown) => { loaded = c }\n",
      'fields.ts': "import { register } from './slot.ts'\nregister('fields')\n",
    })
    expect(messages).toEqual([
      'Import circle (type-only and dynamic imports included): fields.ts → slot.ts → fields.ts',
      'Import circle (type-only and dynamic imports included): slot.ts → fields.ts → slot.ts',
    ])
  })

  it('lets a dynamic import() that leads nowhere back pass', async () => {
    const messages = await cycleMessages({
      'slot.ts': "export const load = () => import('./fields.ts')\n",
      'fields.ts': "import { registry } from './registry.ts'\nregistry.fields = 'fields'\n",
      'registry.ts': 'export const registry: { fields?: string } = {}\n',
    })
    expect(messages).toEqual([])
  })

  it('lets imports that only point one way pass', async () => {
    const messages = await cycleMessages({
      'a.ts':
        "import type { B } from './b.ts'\nimport { c } from './c.ts'\nexport const a: B = c\n",
      'b.ts': "import type { C } from './c.ts'\nexport type B = C\n",
      'c.ts': 'export type C = number\nexport const c: C = 1\n',
    })
    expect(messages).toEqual([])
  })
})
