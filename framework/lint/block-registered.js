import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Every block component has its schema registered: `blocks/<name>/block.tsx` (loaded by the
 * glob of block-modules.ts, so nothing else would notice) needs `blocks/<name>/schema.ts`, an
 * import of it in the registry `blocks/block-schemas.ts` and an entry under its Storyblok name
 * (`<name>` with `_`) there; a content type's `view.tsx` the same under `content-types/`
 * (ADR 0066, 0070: the names are derived from the registry).
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
      notRegistered: 'Block "{{name}}" is not registered: import {{schema}} in {{registry}}.',
      noName: 'Block "{{name}}" has no entry in {{registry}}: add `{{storyblokName}}: …`.',
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
        if (!new RegExp(`(?:^|[\\s{,])${storyblokName}\\s*:`, 'm').test(registryText)) {
          context.report({
            node,
            messageId: 'noName',
            data: { name, registry: rel(registry), storyblokName },
          })
        }
      },
    }
  },
}
