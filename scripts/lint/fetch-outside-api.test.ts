import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
/** The repository's own configuration (eslint.config.js), loaded once. */
const repository = new ESLint({ cwd: root })

/** The `no-restricted-syntax` options (selector and message) the repository's config gives `file`. */
async function restrictedSyntax(file: string): Promise<unknown[]> {
  const config: unknown = await repository.calculateConfigForFile(file)
  const rule: unknown =
    typeof config === 'object' && config !== null
      ? Reflect.get(Reflect.get(config, 'rules') ?? {}, 'no-restricted-syntax')
      : undefined
  return Array.isArray(rule) ? rule.slice(1) : []
}

/** Lints `text` with only the restrictions `file` gets (no type information needed). */
async function messagesFor(file: string, text: string): Promise<string[]> {
  const options = await restrictedSyntax(file)
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: (await import('typescript-eslint')).parser },
        rules: { 'no-restricted-syntax': ['error', ...options] },
      },
    ],
  })
  const [result] = await eslint.lintText(text, { filePath: join(root, file) })
  return (result?.messages ?? []).map((message) => message.message)
}

const directCalls = [
  "await fetch('/api/leads', { method: 'POST' })",
  'await fetch(`/api/preview/story${location.search}`)',
  "await window.fetch('/api/vehicles?ids=1')",
  "await globalThis.fetch('/api/trade-in')",
]

describe('the browser calls the Worker through client/api only (docs/decisions/0061)', () => {
  it('refuses a direct fetch in features, pages, blocks and the app', async () => {
    for (const file of [
      'client/features/lead-forms/submit-lead.ts',
      'client/pages/content/live-preview.tsx',
      'client/blocks/hero/block.tsx',
      'client/app/hydrate.tsx',
    ]) {
      const messages = await messagesFor(file, directCalls.join('\n'))
      expect(messages, file).toHaveLength(directCalls.length)
      expect(messages[0]).toMatch(/client\/api\//)
    }
  }, 30_000)

  it('lets client/api, the page payload protocol and the build check fetch', async () => {
    for (const file of [
      'client/api/call-endpoint.ts',
      'framework/router/navigation-steps.ts',
      'framework/router/version-check.ts',
    ]) {
      expect(await messagesFor(file, directCalls.join('\n'))).toEqual([])
    }
  }, 30_000)
})
