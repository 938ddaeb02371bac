import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * import-x/no-cycle skips `import type` edges (they vanish at runtime) and dynamic `import()`
 * (a chunk boundary), so two modules can still name each other and grow into one knot. This rule
 * follows every relative import, type-only and dynamic ones included, and reports an import whose
 * target leads back to the importing file (ADR 0066). The repo writes relative imports with their
 * file name (`./x.ts`), so resolving is a path join.
 */
const STATIC_IMPORT =
  /^\s*(?:import|export)\b[^'";]*?\bfrom\s+'(\.{1,2}\/[^']+)'|^\s*import\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/gm

/** Imports of a file, read from its text once per lint run. */
const importsOf = new Map()
function relativeImports(file) {
  let targets = importsOf.get(file)
  if (targets) return targets
  targets = []
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const target = path.resolve(path.dirname(file), match[1] ?? match[2] ?? match[3])
    if (existsSync(target)) targets.push(target)
  }
  importsOf.set(file, targets)
  return targets
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const next of relativeImports(file)) {
      if (next === goal) {
        const route = [file]
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) route.unshift(step)
        return route
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import circles, type-only and dynamic imports included' },
    schema: [],
    messages: { cycle: 'Import circle (type-only and dynamic imports included): {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename
    const root = context.cwd
    function check(node) {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source)
      if (!existsSync(target)) return
      const route = pathBack(target, file)
      if (!route) return
      const names = [file, ...route, file].map((step) => path.relative(root, step))
      context.report({ node: node.source, messageId: 'cycle', data: { route: names.join(' → ') } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
