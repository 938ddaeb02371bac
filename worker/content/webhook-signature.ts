import { equalHex } from '../http/equal-hex.ts'

/** Storyblok signs every webhook with this header: hex HMAC-SHA1 of the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature'

async function hmacSha1Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign']
  )
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The signature Storyblok sends for a body (tests and the purge CLI sign with it). */
export function signWebhookBody(secret: string, body: string): Promise<string> {
  return hmacSha1Hex(secret, body)
}

/**
 * Whether the header is the body's signature. Compared in constant time, on the exact bytes
 * received: the body is verified before it is parsed.
 */
export async function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined
): Promise<boolean> {
  const given = (header ?? '').trim().toLowerCase()
  if (!/^[0-9a-f]{40}$/.test(given)) return false
  return equalHex(given, await hmacSha1Hex(secret, body))
}
