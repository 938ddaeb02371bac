import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A lazy slot's code (the module a `lazySlot(() => import('./x.tsx'))` loads) must come only
 * through its slot: a static import of it from anywhere else puts it back into the chunk of the
 * importer, so into the first load before hydration, and the slot saves nothing (ADR 0066).
 * Type-only imports are free. The slots are found by reading the source folders once per lint
 * run (option `roots`, relative to the lint's working directory).
 */
const SLOT =
  /\blazySlot\s*(?:<[^>]*>)?\(\s*(?:async\s*)?\(\)\s*=>\s*import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g

const slotsByRoot = new Map()
function sourceFiles(dir, found = []) {
  if (!existsSync(dir)) return found
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) sourceFiles(full, found)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full)
  }
  return found
}
/** Slot targets (absolute paths) → the file declaring the slot. */
function slotTargets(cwd, roots) {
  const key = cwd + '\0' + roots.join('\0')
  let targets = slotsByRoot.get(key)
  if (targets) return targets
  targets = new Map()
  for (const root of roots) {
    for (const file of sourceFiles(path.resolve(cwd, root))) {
      const text = readFileSync(file, 'utf8')
      if (!text.includes('lazySlot')) continue
      for (const match of text.matchAll(SLOT)) {
        targets.set(path.resolve(path.dirname(file), match[1]), file)
      }
    }
  }
  slotsByRoot.set(key, targets)
  return targets
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))

export const noEagerSlot = {
  meta: {
    type: 'problem',
    docs: { description: "Disallow a static import of a lazy slot's code" },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      eager:
        '{{target}} is the code of a lazy slot ({{slot}}): a static import puts it in the first load before hydration. Render the slot, or import its types only.',
    },
  },
  create(context) {
    const file = context.physicalFilename
    if (/\.test\.tsx?$/.test(file)) return {}
    const roots = context.options[0]?.roots ?? ['.']
    function check(node) {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.') || typeOnly(node)) return
      const target = path.resolve(path.dirname(file), source)
      const slot = slotTargets(context.cwd, roots).get(target)
      if (!slot || slot === file) return
      context.report({
        node: node.source,
        messageId: 'eager',
        data: {
          target: path.relative(context.cwd, target),
          slot: path.relative(context.cwd, slot),
        },
      })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}
