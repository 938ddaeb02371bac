/**
 * The legacy table's CSV (RFC 4180: comma separated, double quotes around fields that hold a
 * comma, quote or line break, quotes doubled inside). Records keep the line they start on, so
 * every defect can be reported where an editor will find it.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number
  fields: string[]
}

export interface CsvParseResult {
  records: CsvRecord[]
  /** Structural problems (an unterminated quote) with their line. */
  errors: { line: number; message: string }[]
}

export function parseCsv(text: string): CsvParseResult {
  const records: CsvRecord[] = []
  const errors: CsvParseResult['errors'] = []
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  let line = 1
  let i = 0
  while (i < source.length) {
    const start = line
    const fields: string[] = []
    let field = ''
    let quoted = false
    let atFieldStart = true
    let ended = false
    while (i < source.length && !ended) {
      const char = source[i] as string
      if (quoted) {
        if (char === '"' && source[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        if (char === '"') quoted = false
        else {
          if (char === '\n') line++
          field += char
        }
        i++
        continue
      }
      if (char === '"' && atFieldStart) {
        quoted = true
        atFieldStart = false
        i++
      } else if (char === ',') {
        fields.push(field)
        field = ''
        atFieldStart = true
        i++
      } else if (char === '\n' || char === '\r') {
        i += char === '\r' && source[i + 1] === '\n' ? 2 : 1
        line++
        ended = true
      } else {
        field += char
        atFieldStart = false
        i++
      }
    }
    if (quoted) errors.push({ line: start, message: 'unterminated quoted field' })
    fields.push(field)
    // Blank lines separate nothing in this format; they are skipped, not reported.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields })
  }
  return { records, errors }
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) || field !== field.trim()
    ? `"${field.replaceAll('"', '""')}"`
    : field
}

/** One CSV line per row, `\n` line ends, fields quoted only when they need it. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\n') + '\n'
}
