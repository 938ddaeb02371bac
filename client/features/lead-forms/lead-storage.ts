/**
 * A form waiting for the server's 2xx, kept in localStorage so that neither a failed request nor
 * a reload loses it: the same idempotency key is sent again, so a retry can never duplicate.
 */
export interface PendingLead {
  idempotencyKey: string
  values: Record<string, string>
}

const keyOf = (formId: string) => `dealer:lead:${formId}`

export function readPendingLead(formId: string): PendingLead | null {
  try {
    const raw = window.localStorage.getItem(keyOf(formId))
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const idempotencyKey: unknown = Reflect.get(parsed, 'idempotencyKey')
    const values: unknown = Reflect.get(parsed, 'values')
    if (typeof idempotencyKey !== 'string' || typeof values !== 'object' || values === null)
      return null
    const strings = Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string'
    )
    return { idempotencyKey, values: Object.fromEntries(strings) }
  } catch {
    // Storage disabled (private mode, quota): the form still works, only without the safety net.
    return null
  }
}

export function savePendingLead(formId: string, pending: PendingLead): void {
  try {
    window.localStorage.setItem(keyOf(formId), JSON.stringify(pending))
  } catch {
    // See readPendingLead.
  }
}

export function clearPendingLead(formId: string): void {
  try {
    window.localStorage.removeItem(keyOf(formId))
  } catch {
    // See readPendingLead.
  }
}
