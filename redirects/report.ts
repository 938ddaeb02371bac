import type { CheckResult } from './check-table.ts'
import { type Issue, type IssueKind, issueSeverity } from './issues.ts'

const severityOrder = { blocking: 0, warning: 1, note: 2 } as const

/** How many examples of each kind the report lists with their line. */
const EXAMPLES = 5

function examples(issues: Issue[]): string[] {
  const shown = issues.slice(0, EXAMPLES).map((i) => `    line ${i.line}: ${i.key} — ${i.detail}`)
  if (issues.length > EXAMPLES) {
    const lines = issues.slice(EXAMPLES).map((i) => i.line)
    const more = lines.length > 20 ? `${lines.slice(0, 20).join(', ')}, …` : lines.join(', ')
    shown.push(`    and ${issues.length - EXAMPLES} more, lines ${more}`)
  }
  return shown
}

/** Unresolved targets are grouped by target: one missing page often explains thousands of rows. */
function unresolvedSummary(issues: Issue[]): string[] {
  const byTarget = new Map<string, number[]>()
  for (const found of issues) {
    const lines = byTarget.get(found.detail)
    if (lines) lines.push(found.line)
    else byTarget.set(found.detail, [found.line])
  }
  return [...byTarget]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 15)
    .map(([target, lines]) => `    ${target}: ${lines.length} rows (first at line ${lines[0]})`)
    .concat(byTarget.size > 15 ? [`    and ${byTarget.size - 15} more targets`] : [])
}

/** The human report of a check: totals, then each kind of finding with lines, worst first. */
export function formatReport(result: CheckResult): string {
  const out = [
    `Rows read: ${result.rowsRead}`,
    `Entries written: ${result.entries.length} (${result.redirects} redirects, ${result.gone} answering 404)`,
  ]
  const kinds = [...new Set(result.issues.map((i): IssueKind => i.kind))].sort(
    (a, b) =>
      severityOrder[issueSeverity[a]] - severityOrder[issueSeverity[b]] || a.localeCompare(b)
  )
  for (const kind of kinds) {
    const ofKind = result.issues.filter((i) => i.kind === kind)
    out.push(`${issueSeverity[kind].toUpperCase()} ${kind}: ${ofKind.length}`)
    out.push(...(kind === 'unresolved-target' ? unresolvedSummary(ofKind) : examples(ofKind)))
  }
  out.push(
    result.blocking > 0
      ? `FAILED: ${result.blocking} blocking finding(s); nothing may be uploaded.`
      : 'OK: no blocking finding.'
  )
  return out.join('\n')
}
