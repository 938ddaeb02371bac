/**
 * Signed links of the alerts' e-mails (docs/decisions/0060): `HMAC-SHA256(key, "{purpose}:{id}")`
 * in base64url. The purpose keeps a confirmation link from serving as an unsubscribe link and
 * the other way round; nothing is stored, so a leaked database holds no working link.
 */
export type AlertLinkPurpose = 'confirm' | 'unsubscribe'

const encoder = new TextEncoder()

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign']
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export async function alertToken(
  key: string,
  purpose: AlertLinkPurpose,
  alertId: string
): Promise<string> {
  return base64Url(await hmac(key, `${purpose}:${alertId}`))
}

/** Whether `token` signs this alert for this purpose; compared in constant time. */
export async function validAlertToken(
  key: string,
  purpose: AlertLinkPurpose,
  alertId: string,
  token: string
): Promise<boolean> {
  const expected = await alertToken(key, purpose, alertId)
  if (expected.length !== token.length) return false
  let difference = 0
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ token.charCodeAt(index)
  }
  return difference === 0
}
