import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Every block component has its schema registered: `blocks/<name>/block.tsx` (loaded by the
 * glob of block-modules.ts, so nothing else would notice) needs `blocks/<name>/schema.ts`, an
 * import of it in `blocks/block-schemas.ts` and its Storyblok name (`<name>` with `_`) in
 * `blocks/block-names.ts`; a content type's `view.tsx` the same under `content-types/` (ADR 0066).
 * Option `unregistered`: folder names of blocks the content loader adds itself (no schema).
 */
const BLOCK = /(?:^|\/)blocks\/(content-types\/)?([a-z0-9-]+)\/(block|view)\.tsx$/

export const blockRegistered = {
  meta: {
    type: 'problem',
    docs: { description: 'Require the schema registration of every block component' },
    schema: [
      {
        type: 'object',
        properties: { unregistered: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      noSchema: 'Block "{{name}}" has no {{schema}}: every block parses its content with a schema.',
      notRegistered:
        'Block "{{name}}" is not registered: import {{schema}} in {{registry}} (and add its name to block-names.ts).',
      noName: 'Block "{{name}}" is missing from {{names}}: add \'{{storyblokName}}\'.',
    },
  },
  create(context) {
    const file = context.physicalFilename.split(path.sep).join('/')
    const match = BLOCK.exec(file)
    if (!match) return {}
    const [, contentType, name] = match
    if (!contentType && match[3] !== 'block') return {}
    if ((context.options[0]?.unregistered ?? []).includes(name)) return {}
    const blocksDir = file.slice(0, match.index + (match[0].startsWith('/') ? 1 : 0)) + 'blocks'
    const relativeSchema = `./${contentType ?? ''}${name}/schema.ts`
    const registry = path.join(blocksDir, 'block-schemas.ts')
    const names = path.join(blocksDir, 'block-names.ts')
    const storyblokName = name.replaceAll('-', '_')
    return {
      Program(node) {
        const rel = (p) => path.relative(context.cwd, p)
        if (!existsSync(path.join(blocksDir, relativeSchema))) {
          context.report({ node, messageId: 'noSchema', data: { name, schema: relativeSchema } })
          return
        }
        const registryText = existsSync(registry) ? readFileSync(registry, 'utf8') : ''
        if (!registryText.includes(`'${relativeSchema}'`)) {
          context.report({
            node,
            messageId: 'notRegistered',
            data: { name, schema: relativeSchema, registry: rel(registry) },
          })
        }
        const namesText = existsSync(names) ? readFileSync(names, 'utf8') : ''
        if (!namesText.includes(`'${storyblokName}'`)) {
          context.report({ node, messageId: 'noName', data: { name, names: rel(names), storyblokName } })
        }
      },
    }
  },
}
