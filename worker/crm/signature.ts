/**
 * The CRM webhook signature: `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}` with
 * the shared secret. Signing the timestamp with the body lets the receiver refuse replays.
 */
export const SIGNATURE_HEADER = 'X-Dealer-Signature'

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign']
  )
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function signBody(secret: string, body: string, unixSeconds: number): Promise<string> {
  return `t=${unixSeconds},v1=${await hmacHex(secret, `${unixSeconds}.${body}`)}`
}

/** Constant-time comparison, so the check does not leak how much of a guess was right. */
function equalStrings(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  }
  return difference === 0
}

/** Whether a signature header is valid for the body and no older than `toleranceSeconds`. */
export async function verifySignature(options: {
  secret: string
  body: string
  header: string | null | undefined
  nowSeconds: number
  toleranceSeconds?: number
}): Promise<boolean> {
  // Without a secret nothing can be verified (and an empty HMAC key throws in workerd).
  if (!options.secret) return false
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(options.header ?? '')
  if (!match) return false
  const [, timestamp = '', digest = ''] = match
  const age = Math.abs(options.nowSeconds - Number(timestamp))
  if (age > (options.toleranceSeconds ?? 300)) return false
  return equalStrings(digest, await hmacHex(options.secret, `${timestamp}.${options.body}`))
}
