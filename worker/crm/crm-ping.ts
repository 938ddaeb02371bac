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
