/**
 * Reading what the build and Wrangler print: their warnings, the upload size and the bindings
 * of a dry run. Wrangler's lines are for people, so each reader is small and tested on real
 * output (scripts/deploy/tool-output.test.ts).
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g

export const stripAnsi = (text: string) => text.replace(ANSI, '')

/**
 * Wrangler's `▲ [WARNING]` and `✘ [ERROR]` blocks: the heading and its indented details, one
 * string each.
 */
export function wranglerWarnings(output: string): string[] {
  const lines = stripAnsi(output).split('\n')
  const blocks: string[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!/\[(WARNING|ERROR)\]/.test(lines[i]!)) continue
    const block = [lines[i]!.trim()]
    while (i + 1 < lines.length && (lines[i + 1]!.trim() === '' || /^\s/.test(lines[i + 1]!))) {
      i++
      if (lines[i]!.trim()) block.push(lines[i]!.trim())
    }
    blocks.push(block.join('\n  '))
  }
  return blocks
}

/**
 * Everything a quiet build (`vite build --logLevel warn`) printed: Vite then prints warnings and
 * errors only, so each block of output is one; Wrangler's blocks come whole.
 */
export function buildWarnings(output: string): string[] {
  const wrangler = wranglerWarnings(output)
  const rest = stripAnsi(output)
    .split('\n')
    .filter((line) => line.trim() !== '')
  const inWrangler = new Set(wrangler.flatMap((block) => block.split('\n').map((l) => l.trim())))
  return [...wrangler, ...rest.filter((line) => !inWrangler.has(line.trim())).map((l) => l.trim())]
}

/** "Total Upload: 2114.21 KiB / gzip: 499.12 KiB" → bytes, as Wrangler measured them. */
export function uploadSize(output: string): { bytes: number; gzipBytes: number } | null {
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stripAnsi(output))
  if (!match) return null
  return { bytes: Number(match[1]) * 1024, gzipBytes: Number(match[2]) * 1024 }
}

/** The dry run's table of bindings: `env.NAME (value)  Kind` → "NAME: Kind". */
export function dryRunBindings(output: string): string[] {
  return [...stripAnsi(output).matchAll(/^env\.(\w+)(?: \([^)]*\))?\s{2,}(.+?)\s*$/gm)].map(
    (match) => `${match[1]}: ${match[2]}`
  )
}
