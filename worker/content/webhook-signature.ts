import { equalHex } from '../http/equal-hex.ts'

/** Storyblok signs every webhook with this header: hex HMAC-SHA1 of the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature'

/** The hashes webhooks are signed with: Storyblok's SHA-1, the stock webhook's SHA-256. */
export type WebhookHash = 'SHA-1' | 'SHA-256'

const HEX_LENGTH: Record<WebhookHash, number> = { 'SHA-1': 40, 'SHA-256': 64 }

/** Hex HMAC of `text` with `secret`. */
export async function hmacHex(secret: string, text: string, hash: WebhookHash): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash },
    false,
    ['sign']
  )
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Whether `header` is the hex HMAC of `text`, compared in constant time on the exact bytes
 * received (a body is verified before it is parsed).
 */
export async function verifyHmacHex(
  secret: string,
  text: string,
  header: string | null | undefined,
  hash: WebhookHash
): Promise<boolean> {
  const given = (header ?? '').trim().toLowerCase()
  if (given.length !== HEX_LENGTH[hash] || !/^[0-9a-f]+$/.test(given)) return false
  return equalHex(given, await hmacHex(secret, text, hash))
}

/** The signature Storyblok sends for a body (tests and the purge CLI sign with it). */
export function signWebhookBody(secret: string, body: string): Promise<string> {
  return hmacHex(secret, body, 'SHA-1')
}

/**
 * Whether the header is the body's signature. Compared in constant time, on the exact bytes
 * received: the body is verified before it is parsed.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined
): Promise<boolean> {
  return verifyHmacHex(secret, body, header, 'SHA-1')
}
