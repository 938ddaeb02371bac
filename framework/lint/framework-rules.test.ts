import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** Lints `files` (path → text) in a fresh folder with only the framework's rules on. */
async function messages(files: Record<string, string>, options = '{}') {
  const dir = mkdtempSync(join(tmpdir(), 'framework-rules-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  const rule = (name: string) => pathToFileURL(join(import.meta.dirname, name)).href
  const parser = import.meta.resolve('typescript-eslint')
  writeFileSync(
    join(dir, 'eslint.config.js'),
    `import { noEagerSlot } from '${rule('no-eager-slot.js')}'
import { blockRegistered } from '${rule('block-registered.js')}'
import tseslint from '${parser}'
const options = ${options}
export default [{
  files: ['**/*.ts', '**/*.tsx'],
  languageOptions: { parser: tseslint.parser },
  plugins: { framework: { rules: { 'no-eager-slot': noEagerSlot, 'block-registered': blockRegistered } } },
  rules: {
    'framework/no-eager-slot': ['error', options.slot ?? {}],
    'framework/block-registered': ['error', options.block ?? {}],
  },
}]`
  )
  const results = await new ESLint({ cwd: dir }).lintFiles(['**/*.ts', '**/*.tsx'])
  return results.flatMap((result) => result.messages.map((message) => message.message)).sort()
}

const slotFiles = {
  'features/x/x-slot.tsx':
    "import { lazySlot } from '../../lazy-slot.ts'\nexport const xSlot = lazySlot(() => import('./x.tsx').then((m) => m.X))\n",
  'features/x/x.tsx': 'export const X = () => null\nexport type XProps = { a: number }\n',
  'lazy-slot.ts': 'export const lazySlot = (load: () => Promise<unknown>) => ({ load })\n',
}

describe('framework/no-eager-slot', () => {
  it("reports a static import of a lazy slot's code", async () => {
    expect(
      await messages({
        ...slotFiles,
        'pages/p.tsx': "import { X } from '../features/x/x.tsx'\nexport const P = X\n",
      })
    ).toEqual([
      'features/x/x.tsx is the code of a lazy slot (features/x/x-slot.tsx): a static import puts it in the first load before hydration. Render the slot, or import its types only.',
    ])
  })

  it('lets the slot, type-only imports and tests pass', async () => {
    expect(
      await messages({
        ...slotFiles,
        'pages/p.tsx':
          "import { xSlot } from '../features/x/x-slot.tsx'\nimport type { XProps } from '../features/x/x.tsx'\nexport const P = xSlot\nexport type Q = XProps\n",
        'pages/p.test.tsx': "import { X } from '../features/x/x.tsx'\nexport const T = X\n",
      })
    ).toEqual([])
  })
})

const registered = {
  'blocks/hero-banner/block.tsx': 'export const Block = () => null\n',
  'blocks/hero-banner/schema.ts': 'export const heroBannerSchema = {}\n',
  'blocks/block-schemas.ts':
    "import { heroBannerSchema } from './hero-banner/schema.ts'\nexport const s = { hero_banner: heroBannerSchema }\n",
}

describe('framework/block-registered', () => {
  it('lets a registered block pass', async () => {
    expect(await messages(registered)).toEqual([])
  })

  it('reports a block without a schema, an unregistered schema and a missing name', async () => {
    expect(
      await messages({
        ...registered,
        'blocks/teaser/block.tsx': 'export const Block = () => null\n',
        'blocks/quote/block.tsx': 'export const Block = () => null\n',
        'blocks/quote/schema.ts': 'export const quoteSchema = {}\n',
        'blocks/content-types/job/view.tsx': 'export const View = () => null\n',
        'blocks/content-types/job/schema.ts': 'export const jobSchema = {}\n',
      })
    ).toEqual([
      'Block "job" has no entry in blocks/block-schemas.ts: add `job: …`.',
      'Block "job" is not registered: import ./content-types/job/schema.ts in blocks/block-schemas.ts.',
      'Block "quote" has no entry in blocks/block-schemas.ts: add `quote: …`.',
      'Block "quote" is not registered: import ./quote/schema.ts in blocks/block-schemas.ts.',
      'Block "teaser" has no ./teaser/schema.ts: every block parses its content with a schema.',
    ])
  })

  it('lets a block the content loader adds pass when listed', async () => {
    expect(
      await messages(
        { ...registered, 'blocks/share-row/block.tsx': 'export const Block = () => null\n' },
        "{ block: { unregistered: ['share-row'] } }"
      )
    ).toEqual([])
  })
})
