import { alertToken } from './alert-token.ts'

/** The path every alert link starts with (worker/alerts/alert-routes.ts). */
export const ALERTS_PATH = '/api/alerts'

/** The signed confirmation and unsubscribe links of an alert, absolute. */
export async function alertLinks(
  siteUrl: string,
  signingKey: string,
  alertId: string
): Promise<{ siteUrl: string; confirm: string; unsubscribe: string }> {
  const link = async (purpose: 'confirm' | 'unsubscribe') => {
    const url = new URL(`${ALERTS_PATH}/${purpose}`, siteUrl)
    url.searchParams.set('id', alertId)
    url.searchParams.set('token', await alertToken(signingKey, purpose, alertId))
    return url.toString()
  }
  return { siteUrl, confirm: await link('confirm'), unsubscribe: await link('unsubscribe') }
}
