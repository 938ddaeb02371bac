import { z } from 'zod'
import type { Delivery } from '../upstream/delivery.ts'

/**
 * One transactional e-mail, whatever sends it (docs/decisions/0051). Written for leads to
 * dealerships and alerts to operations; visitor confirmations can use it as it is.
 */
export const mailMessageSchema = z.object({
  /** One address or several; a display name as `Name <address>` is allowed. */
  to: z.union([z.string().min(3), z.array(z.string().min(3)).min(1).max(50)]),
  from: z.string().min(3),
  subject: z.string().min(1).max(998),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().min(3).optional(),
  /** Extra headers (`X-Lead-Id`, `List-Unsubscribe`…). */
  headers: z.record(z.string(), z.string()).optional(),
  /**
   * Sending twice with one key sends one e-mail (the provider remembers keys for 24 hours):
   * name the event and the entity, e.g. `lead/{leadId}`.
   */
  idempotencyKey: z.string().min(1).max(256),
})
export type MailMessage = z.infer<typeof mailMessageSchema>

/** What sends e-mail. Never throws: a failure is a Delivery, permanent or worth a retry. */
export interface Mailer {
  sendMail(message: MailMessage): Promise<Delivery>
}
