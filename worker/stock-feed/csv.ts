/**
 * A CSV reader for feeds (RFC 4180): quoted fields with doubled quotes and line breaks inside
 * quotes, `;` or `,` as separator (chosen from the header line, as spreadsheet exports differ by
 * locale), CRLF or LF. Each record keeps the line it starts on, so a skipped row names it.
 */
export interface CsvRecord {
  line: number
  fields: string[]
}

export interface CsvReading {
  records: CsvRecord[]
  /** An opening quote never closed: the file ended inside a field (a truncated download). */
  unterminatedAt: number | null
}

/** The separator of a header line: the more frequent of `;` and `,` outside quotes. */
export function detectSeparator(text: string): ';' | ',' {
  const end = text.search(/\r?\n/)
  const header = (end === -1 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '')
  const count = (char: string) => header.split(char).length - 1
  return count(';') > count(',') ? ';' : ','
}

export function readCsv(text: string, separator = detectSeparator(text)): CsvReading {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let quoteLine = 0
  let pending = false
  const endRecord = () => {
    fields.push(field)
    // A blank line is not a record.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields })
    fields = []
    field = ''
    pending = false
  }
  for (let index = 0; index < body.length; index++) {
    const char = body[index]
    if (quoted) {
      if (char === '"') {
        if (body[index + 1] === '"') {
          field += '"'
          index++
        } else quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (!pending) {
      recordLine = line
      pending = true
    }
    if (char === '"' && field === '') {
      quoted = true
      quoteLine = line
    } else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++
      endRecord()
      line++
    } else field += char
  }
  if (quoted) return { records, unterminatedAt: quoteLine }
  if (pending) endRecord()
  return { records, unterminatedAt: null }
}
