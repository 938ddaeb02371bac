/**
 * Whether the CRM webhook's host answers, without sending a lead: a `HEAD` of the webhook URL.
 * Any HTTP answer below 500 (a 405 for the method, a 401 without a signature, a 404) means the
 * CRM is there; a 5xx, a refused connection or no answer within the deadline means it is not.
 * Used by the readiness answer and the smoke test's lead dry-run; never creates anything.
 */
export async function pingCrm(options: {
  url: string
  fetch: typeof fetch
  timeoutMs: number
}): Promise<{ reachable: boolean; status: number | null }> {
  try {
    const response = await options.fetch(options.url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    await response.body?.cancel()
    return { reachable: response.status < 500, status: response.status }
  } catch {
    return { reachable: false, status: null }
  }
}

/**
 * Whether the channel leads leave by answers: the CRM webhook when one is configured, else the
 * e-mail API that sends each lead to its dealership (docs/decisions/0051). `none`: neither is
 * configured, so leads could not leave the outbox.
 */
export async function pingLeadChannel(options: {
  crmUrl: string | undefined
  mailUrl: string | undefined
  fetch: typeof fetch
  timeoutMs: number
}): Promise<{ channel: 'crm' | 'mail' | 'none'; reachable: boolean; status: number | null }> {
  const channel = options.crmUrl ? 'crm' : options.mailUrl ? 'mail' : 'none'
  const url = options.crmUrl ?? options.mailUrl
  if (!url) return { channel, reachable: false, status: null }
  return {
    channel,
    ...(await pingCrm({ url, fetch: options.fetch, timeoutMs: options.timeoutMs })),
  }
}
