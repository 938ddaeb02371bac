import type { VehicleSummary } from '../../client/domain/vehicle.ts'
import type { Mailer } from '../mail/mail.ts'
import { alertLinks } from './alert-links.ts'
import { matchesMail, priceDropMail } from './alert-mail.ts'
import { type AlertRow, deleteAlert, dueAlerts, pruneAlerts, recordCheck } from './alert-store.ts'
import type { AlertStock } from './stock-reads.ts'

/** Alerts looked at per run (every five minutes): the rest wait for the next run, oldest first. */
export const ALERTS_PER_RUN = 50

export interface AlertJobDeps {
  db: D1Database
  stock: AlertStock
  mailer: Mailer
  from: string
  siteUrl: string
  signingKey: string
  now: () => Date
  report: (error: unknown, context: Record<string, string>) => void
}

export interface AlertJobResult {
  checked: number
  mailed: number
  pruned: { pending: number; unsubscribed: number }
}

/**
 * The alerts' scheduled job (docs/decisions/0060): every active alert whose time has come (per
 * its frequency) compares the stock with what it saw last and mails what is new: vehicles of a
 * saved search, or a lower price of a followed vehicle. Pending alerts are never looked at. A
 * failed read or send leaves the alert as it was, so the next run tries again; the mail's
 * idempotency key (the alert and its mail's number) keeps a retry from mailing twice.
 */
export async function runAlertJob(deps: AlertJobDeps): Promise<AlertJobResult> {
  const now = deps.now()
  const pruned = await pruneAlerts(deps.db, now)
  const due = await dueAlerts(deps.db, now, ALERTS_PER_RUN)
  // One read per distinct search in a run: many visitors save the same few searches.
  const searches = new Map<string, Promise<VehicleSummary[]>>()
  const matchesOf = (search: string) => {
    let read = searches.get(search)
    if (!read) {
      read = deps.stock.matches(search)
      searches.set(search, read)
    }
    return read
  }
  let mailed = 0
  for (const alert of due) {
    try {
      if (await checkAlert(alert, now, matchesOf, deps)) mailed += 1
    } catch (error) {
      deps.report(error, { step: 'alert-check', alertId: alert.id })
    }
  }
  return { checked: due.length, mailed, pruned }
}

/** One alert: returns whether it was mailed. */
async function checkAlert(
  alert: AlertRow,
  now: Date,
  matchesOf: (search: string) => Promise<VehicleSummary[]>,
  deps: AlertJobDeps
): Promise<boolean> {
  if (!alert.email) return false
  if (alert.kind === 'vehicle') return checkVehicle(alert, alert.email, now, deps)
  const matches = await matchesOf(alert.search ?? '')
  const ids = matches.map((vehicle) => vehicle.id)
  const seen = alert.seen === null ? null : new Set(alert.seen)
  const fresh = seen === null ? [] : matches.filter((vehicle) => !seen.has(vehicle.id))
  if (fresh.length === 0) {
    await recordCheck(deps.db, alert, now, { ids, price: null }, false)
    return false
  }
  const links = await alertLinks(deps.siteUrl, deps.signingKey, alert.id)
  const delivery = await deps.mailer.sendMail(
    matchesMail({
      alertId: alert.id,
      sequence: alert.mails_sent + 1,
      to: alert.email,
      from: deps.from,
      language: alert.language,
      search: alert.search ?? '',
      vehicles: fresh,
      links,
    })
  )
  if (!delivery.ok && !delivery.permanent) throw new Error(`alert mail: ${delivery.error}`)
  if (!delivery.ok)
    deps.report(new Error(delivery.error), { step: 'alert-mail', alertId: alert.id })
  await recordCheck(deps.db, alert, now, { ids, price: null }, delivery.ok)
  return delivery.ok
}

async function checkVehicle(
  alert: AlertRow,
  email: string,
  now: Date,
  deps: AlertJobDeps
): Promise<boolean> {
  if (alert.vehicle_id === null) return false
  const vehicle = await deps.stock.vehicle(alert.vehicle_id)
  // Sold or withdrawn: nothing left to follow, and no reason to keep the address.
  if (!vehicle || vehicle.status === 'sold') {
    await deleteAlert(deps.db, alert.id)
    return false
  }
  const price = vehicle.price.purchase.amount
  const before = alert.last_price
  if (before === null || price >= before) {
    await recordCheck(deps.db, alert, now, { ids: null, price }, false)
    return false
  }
  const links = await alertLinks(deps.siteUrl, deps.signingKey, alert.id)
  const delivery = await deps.mailer.sendMail(
    priceDropMail({
      alertId: alert.id,
      sequence: alert.mails_sent + 1,
      to: email,
      from: deps.from,
      language: alert.language,
      vehicle,
      before,
      links,
    })
  )
  if (!delivery.ok && !delivery.permanent) throw new Error(`alert mail: ${delivery.error}`)
  if (!delivery.ok)
    deps.report(new Error(delivery.error), { step: 'alert-mail', alertId: alert.id })
  await recordCheck(deps.db, alert, now, { ids: null, price }, delivery.ok)
  return delivery.ok
}
