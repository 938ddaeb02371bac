/**
 * The local secrets file (.dev.vars) of the embedded default, kept in step with
 * .dev.vars.example: a missing file is created from it, and a file from an older checkout gets
 * the names it lacks appended (a secret that moved out of wrangler.toml, say). Values already
 * there are never changed.
 */
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs'

const nameOf = (line: string) => /^\s*([A-Za-z_]\w*)\s*=/.exec(line)?.[1]

/** The lines of `example` that assign a name `current` does not assign. */
export function missingDevVars(example: string, current: string): string[] {
  const present = new Set(current.split('\n').map(nameOf))
  return example.split('\n').filter((line) => {
    const name = nameOf(line)
    return name !== undefined && !present.has(name)
  })
}

/** Creates or completes `path` from `examplePath`; returns what it did, or null if nothing. */
export function syncDevVars(path: string, examplePath: string): string | null {
  if (!existsSync(path)) {
    copyFileSync(examplePath, path)
    return '.dev.vars created from .dev.vars.example'
  }
  const current = readFileSync(path, 'utf8')
  const missing = missingDevVars(readFileSync(examplePath, 'utf8'), current)
  if (missing.length === 0) return null
  const separator = current === '' || current.endsWith('\n') ? '' : '\n'
  appendFileSync(path, `${separator}${missing.join('\n')}\n`)
  return `.dev.vars: ${missing.map(nameOf).join(', ')} added from .dev.vars.example`
}
