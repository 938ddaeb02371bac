import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Employee } from '../../client/domain/location.ts'
import { locations } from './locations.ts'

/**
 * Demo portraits for the sales advisers: initials on a coloured square, as small SVG files in
 * `public/demo/employees/`. Committed, so the site and its tests need no generation step; run
 * `node scripts/demo-data/write-employee-photos.ts` again after changing the demo employees.
 */

/** Backgrounds dark enough for white initials to reach WCAG AA contrast (4.5:1 and more). */
export const avatarPalette = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#6d28d9',
  '#be185d',
  '#0f766e',
  '#c2410c',
  '#4338ca',
  '#374151',
  '#a16207',
] as const

/** FNV-1a: a stable hash, so an adviser keeps the same colour from one run to the next. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** First letter of the first and of the last name: "Jean-Paul Schroeder" → "JS". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words.at(-1) ?? '') : ''
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase('fr-LU')
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

export function employeePhotoSvg(employee: Pick<Employee, 'id' | 'name'>): string {
  const background = avatarPalette[fnv1a(employee.id) % avatarPalette.length]
  const name = escapeXml(employee.name)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect width="160" height="160" fill="${background}"/>`,
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="64" font-weight="600">${escapeXml(initialsOf(employee.name))}</text>`,
    '</svg>',
    '',
  ].join('\n')
}

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))

/** Every demo employee's photo: the file path under the repository and its SVG text. */
export function employeePhotoFiles(): Array<{ file: string; svg: string }> {
  return locations.flatMap((location) =>
    location.employees.map((employee) => ({
      file: join(publicDir, employee.photo),
      svg: employeePhotoSvg(employee),
    }))
  )
}

export async function writeEmployeePhotos(): Promise<string[]> {
  const files = employeePhotoFiles()
  for (const { file, svg } of files) {
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, svg, 'utf8')
  }
  return files.map(({ file }) => file)
}

if (import.meta.main) {
  const written = await writeEmployeePhotos()
  console.log(`${written.length} portraits written to ${join(publicDir, 'demo/employees')}`)
}
