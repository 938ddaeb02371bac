import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The Worker's size as `npm run size` reports it: every module of a built Worker directory
 * (dist/site, dist/production/site), each gzipped at level 9. Source maps are not counted.
 */
export function workerGzipSize(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (total, file) => total + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
      0
    )
}
