/**
 * Re-queues one lead (dead, failed or stuck) by its id: a new delivery window, and the cron
 * enqueues it at its next run (every 5 minutes in production; locally when
 * `/cdn-cgi/handler/scheduled` is asked). The id is the one `npm run leads` and the alert e-mail show.
 * Usage: npm run leads:resend -- ID [--remote] [--persist-to DIR]
 */
import { resendStatement } from '../worker/leads/resend.ts'
import { argument, execute, target } from './leads/d1.ts'

const persistTo = argument('--persist-to')
const id = process.argv.slice(2).find((value) => !value.startsWith('--') && value !== persistTo)
if (!id || !/^[0-9a-f-]{36}$/.test(id)) {
  console.error('Usage: npm run leads:resend -- LEAD_ID [--remote]   (the id from npm run leads)')
  process.exit(1)
}
const where = target()
const [changed = []] = execute(where, resendStatement(id, new Date()))
if (changed.length === 0) {
  console.error(
    `Lead ${id} (${where.label}): not resent — unknown id, already delivered, spam, or anonymised.`
  )
  process.exit(1)
}
console.info(
  where.remote
    ? `Lead ${id} (production) is queued again: the cron sends it within 5 minutes, with a new delivery window. Follow it with npm run leads -- --remote.`
    : `Lead ${id} (local) is queued again. Local workerd runs no cron by itself: curl 'http://localhost:8787/cdn-cgi/handler/scheduled' runs it (the port of npm start), then npm run leads.`
)
