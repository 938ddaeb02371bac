/**
 * Every kind of finding the checker reports, with its severity. Blocking findings make the check
 * exit non-zero and the upload refuse: they mean the table cannot be trusted as a whole (it is
 * malformed, ambiguous, or holds a target that could send visitors to another site). Warnings are
 * defects the checker neutralizes on its own (the row answers 404, or is repaired, or collapsed)
 * and that an editor should still fix at the source. Notes are harmless normalizations.
 */
export const issueSeverity = {
  // Blocking
  'malformed-row': 'blocking',
  'bad-header': 'blocking',
  'unsafe-target': 'blocking',
  'conflicting-duplicate': 'blocking',
  // Neutralized: the row answers the page-not-found page
  'missing-target': 'warning',
  'fragment-target': 'warning',
  'error-text-target': 'warning',
  loop: 'warning',
  'dangling-chain': 'warning',
  // Neutralized: the row is repaired or left out
  'missing-leading-slash': 'warning',
  'non-ascii-target': 'warning',
  'chain-collapsed': 'warning',
  'code-forced-301': 'warning',
  'missing-key': 'warning',
  'key-outside-legacy-space': 'warning',
  'key-too-long': 'warning',
  // The target is safe but no page of the (demo) site answers it
  'unresolved-target': 'warning',
  // An editor's row (the `redirects` datasource) left out: it would hide a live page
  'live-page-source': 'warning',
  // Harmless
  'code-defaulted': 'note',
  'duplicate-row': 'note',
  'key-normalized': 'note',
  'whitespace-trimmed': 'note',
} as const

export type IssueKind = keyof typeof issueSeverity
export type Severity = (typeof issueSeverity)[IssueKind]

export interface Issue {
  kind: IssueKind
  /** Line of the CSV the finding is about. */
  line: number
  key: string
  detail: string
}

export function isBlocking(issue: Issue): boolean {
  return issueSeverity[issue.kind] === 'blocking'
}
