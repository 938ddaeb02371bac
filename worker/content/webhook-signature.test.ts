import { describe, expect, it } from 'vitest'
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature.ts'

// Reference value computed outside the project's code:
//   printf '%s' '{"action":"published","story_id":123,"space_id":456,"full_slug":"contact"}' \
//     | openssl dgst -sha1 -hmac 'test-webhook-secret'
const BODY = '{"action":"published","story_id":123,"space_id":456,"full_slug":"contact"}'
const REFERENCE = '2cd31a3a978d2c0e83e8248915f90bf3cc859169'

describe("Storyblok's webhook signature (webhook-signature)", () => {
  it('is the hex HMAC-SHA1 of the raw body, as openssl computes it', async () => {
    expect(await signWebhookBody('test-webhook-secret', BODY)).toBe(REFERENCE)
  })

  it('accepts the reference (any letter case), refuses another secret, body or a missing header', async () => {
    expect(await verifyWebhookSignature('test-webhook-secret', BODY, REFERENCE)).toBe(true)
    expect(await verifyWebhookSignature('test-webhook-secret', BODY, REFERENCE.toUpperCase())).toBe(
      true
    )
    expect(await verifyWebhookSignature('other', BODY, REFERENCE)).toBe(false)
    expect(await verifyWebhookSignature('test-webhook-secret', `${BODY} `, REFERENCE)).toBe(false)
    expect(await verifyWebhookSignature('test-webhook-secret', BODY, undefined)).toBe(false)
    expect(await verifyWebhookSignature('test-webhook-secret', BODY, '')).toBe(false)
  })
})
