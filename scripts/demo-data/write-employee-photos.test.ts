import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  avatarPalette,
  employeePhotoFiles,
  employeePhotoSvg,
  initialsOf,
} from './write-employee-photos.ts'

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (luminance + 0.05)
}

describe('employee photos', () => {
  it('takes the initials of the first and last name', () => {
    expect(initialsOf('Jean-Paul Schroeder')).toBe('JS')
    expect(initialsOf('Joëlle Goedert')).toBe('JG')
    expect(initialsOf('Émile')).toBe('É')
  })

  it('draws the initials and names the person for screen readers, escaping markup', () => {
    const svg = employeePhotoSvg({ id: 'test', name: "Lou D'Angelo <b>" })
    expect(svg).toContain('aria-label="Lou D&#39;Angelo &#60;b&#62;"')
    expect(svg).toContain('>L&#60;</text>')
  })

  it('keeps white initials readable on every background colour', () => {
    for (const colour of avatarPalette)
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5)
  })

  it('has a committed, up-to-date SVG for every demo employee', async () => {
    const files = employeePhotoFiles()
    expect(files.length).toBeGreaterThan(0)
    for (const { file, svg } of files) {
      expect(await readFile(file, 'utf8'), file).toBe(svg)
    }
  })
})
