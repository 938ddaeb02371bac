/**
 * Erases one person's data on request (GDPR art. 17): every row holding their e-mail address in
 * the outbox (`leads`, spam included), the no-JavaScript form states and the local sinks, then
 * says what it removed. It cannot reach copies outside this database: the CRM, the dealership
 * mailboxes and the e-mail provider's logs (docs/privacy.md says who erases those).
 * Usage: npm run leads:erase -- --email ADDRESS [--remote] [--persist-to DIR]
 */
import { z } from 'zod'
import { ERASURE_PLACES, erasureStatements } from '../worker/leads/erasure.ts'
import { argument, execute, target } from './leads/d1.ts'

const email = z.email().safeParse(argument('--email')?.trim())
if (!email.success) {
  console.error('Usage: npm run leads:erase -- --email person@example.lu [--remote]')
  process.exit(1)
}
const where = target()
const statements = erasureStatements(email.data)
const results = execute(where, statements.map(({ sql }) => `${sql};`).join('\n'))
const counts = ERASURE_PLACES.map((place, index) => [place, results[index]?.length ?? 0] as const)
const total = counts.reduce((sum, [, count]) => sum + count, 0)
console.info(`Erasure of ${email.data} (${where.label}): ${total} row(s) removed`)
for (const [place, count] of counts) console.info(`  ${place}: ${count}`)
console.info(
  "Not reachable from here: the CRM (its own erasure), the dealership mailboxes the leads went to by e-mail, the e-mail provider's logs. See docs/privacy.md."
)
