import type { CsvRecord } from './csv.ts'
import type { Issue } from './issues.ts'
import { byteLength, isLegacyPath, legacyKey, MAX_KEY_BYTES } from './normalize.ts'
import { targetProblem } from './target.ts'

/**
 * One CSV row checked on its own (the table-wide rules, duplicates and chains, come after).
 * `target` is null when the row has no usable target: it then answers the page-not-found page,
 * as the specification asks of "a redirect entry without a path".
 */
export interface CheckedRow {
  line: number
  key: string
  /** The raw target as written, for reports and duplicate detection. */
  raw: string
  target: string | null
}

// Spreadsheet error values and the texts the old CMS export wrote instead of a path.
const SPREADSHEET_ERROR = /^#(?:n\/a|ref!|value!|name\?|div\/0!|null!|num!)$/i
const ERROR_TEXT =
  /^(?:error|erreur|err\b|exception|null|undefined|nan|none|n\/a|not found|page (?:not found|introuvable)|404\b|500\b)/i
// What a site path written without its leading slash looks like.
const RELATIVE_PATH = /^[a-z0-9][a-z0-9\-._~/]*(?:\?[\w\-.~=&%]*)?$/i

function issue(kind: Issue['kind'], line: number, key: string, detail: string): Issue {
  return { kind, line, key, detail }
}

/** The key of a row, or null (with the reason) when the row cannot be looked up at all. */
function checkKey(raw: string, line: number, issues: Issue[]): string | null {
  const trimmed = raw.trim()
  if (trimmed === '') {
    issues.push(issue('missing-key', line, '', 'row without an old path'))
    return null
  }
  // Exports sometimes drop the leading slash of keys too; "fr/..." is still legacy space.
  const key = legacyKey(trimmed.startsWith('/') ? trimmed : `/${trimmed}`)
  if (!isLegacyPath(key)) {
    issues.push(
      issue('key-outside-legacy-space', line, key, 'only /fr and /fr/... reach the table')
    )
    return null
  }
  if (byteLength(key) > MAX_KEY_BYTES) {
    issues.push(issue('key-too-long', line, key.slice(0, 60), `longer than ${MAX_KEY_BYTES} bytes`))
    return null
  }
  // Query order and encoding differ all the time and mean nothing; a changed path is worth a note.
  const writtenPath = trimmed.split(/[?#]/, 1)[0] ?? ''
  if (key.split('?', 1)[0] !== writtenPath) {
    issues.push(issue('key-normalized', line, key, `written as ${trimmed}`))
  }
  return key
}

/** A target no row may lead to (another site, a trick): the row is left out. */
export const UNSAFE = Symbol('unsafe')

/** The usable target of a row, null (answers 404) or UNSAFE; pushes what it finds and repairs. */
export function checkTarget(
  raw: string,
  line: number,
  key: string,
  issues: Issue[]
): string | null | typeof UNSAFE {
  let target = raw.trim()
  if (target !== raw) issues.push(issue('whitespace-trimmed', line, key, JSON.stringify(raw)))
  if (target === '') {
    issues.push(issue('missing-target', line, key, 'entry without a path: answers 404'))
    return null
  }
  if (SPREADSHEET_ERROR.test(target) || ERROR_TEXT.test(target)) {
    issues.push(issue('error-text-target', line, key, `${JSON.stringify(target)}: answers 404`))
    return null
  }
  if (target.startsWith('#')) {
    issues.push(issue('fragment-target', line, key, `${JSON.stringify(target)}: answers 404`))
    return null
  }
  if (/[^\p{ASCII}]/u.test(target) && !/[\s\p{Cc}]/u.test(target)) {
    const encoded = encodeURI(target)
    issues.push(issue('non-ascii-target', line, key, `${target} percent-encoded`))
    target = encoded
  }
  if (!target.startsWith('/') && RELATIVE_PATH.test(target)) {
    issues.push(issue('missing-leading-slash', line, key, `${target} read as /${target}`))
    target = `/${target}`
  }
  const problem = targetProblem(target)
  // A target in legacy space is a chain, resolved once the whole table is known.
  if (problem === null || problem === 'legacy-space') return target
  issues.push(issue('unsafe-target', line, key, `${JSON.stringify(target)}: ${problem}`))
  return UNSAFE
}

/** Spec §9: every redirect is a 301, whatever the old table says. */
function checkCode(raw: string, line: number, key: string, issues: Issue[]): void {
  const code = raw.trim()
  if (code === '') issues.push(issue('code-defaulted', line, key, 'no code: 301'))
  else if (code !== '301')
    issues.push(issue('code-forced-301', line, key, `code ${code} served as 301`))
}

/** Checks one record; returns null when the row is left out of the table. */
export function checkRow(record: CsvRecord, issues: Issue[]): CheckedRow | null {
  const { line, fields } = record
  if (fields.length < 2 || fields.length > 3) {
    issues.push(
      issue('malformed-row', line, fields[0] ?? '', `${fields.length} fields, 2 or 3 expected`)
    )
    return null
  }
  const [rawKey = '', rawTarget = '', rawCode = ''] = fields
  const key = checkKey(rawKey, line, issues)
  if (key === null) return null
  const target = checkTarget(rawTarget, line, key, issues)
  checkCode(rawCode, line, key, issues)
  // An unsafe row is not written at all: the check fails and nothing is uploaded anyway.
  if (target === UNSAFE) return null
  return { line, key, raw: rawTarget.trim(), target }
}
