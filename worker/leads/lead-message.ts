import { z } from 'zod'

/**
 * A message on LEADS_QUEUE. Normally it names an outbox row; when D1 refused the write, it
 * carries the whole record instead, so the queue alone keeps the lead until D1 is back.
 */
export const leadMessageSchema = z.object({
  leadId: z.string().min(1),
  idempotencyKey: z.string().min(1),
  record: z
    .object({
      kind: z.string(),
      location: z.string(),
      flags: z.array(z.string()),
      payload: z.string(),
      createdAt: z.string(),
      consentVersion: z.string().nullable().optional(),
    })
    .optional(),
})
export type LeadMessage = z.infer<typeof leadMessageSchema>

/** What the pipeline needs of a queue: an awaited send that throws when it fails. */
export interface LeadQueue {
  send(message: LeadMessage): Promise<void>
}
